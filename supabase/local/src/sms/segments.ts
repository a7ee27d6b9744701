// How many SMS a text takes, as the networks count them: GSM 03.38's 7-bit alphabet, 160 characters in
// one message, 153 a part when longer (the characters of its extension table count twice); any other
// character makes the whole text UCS-2: 70 in one, 67 a part.
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const EXTENSION = '^{}\\[~]|€\f'

/** The text's length in GSM 7-bit characters, or null when it needs UCS-2. */
export function gsmLength(text: string): number | null {
  let length = 0
  for (const ch of text) {
    if (BASIC.includes(ch)) length += 1
    else if (EXTENSION.includes(ch)) length += 2
    else return null
  }
  return length
}

export function smsSegments(text: string): number {
  const gsm = gsmLength(text)
  if (gsm !== null) return gsm <= 160 ? 1 : Math.ceil(gsm / 153)
  const units = text.length // UTF-16 code units, as UCS-2 counts them
  return units <= 70 ? 1 : Math.ceil(units / 67)
}
