/** The name the downloaded permit is saved under (and of the committed file beside this one). */
export const PERMIT_FILE_NAME = 'kcca-operating-permit.pdf'
