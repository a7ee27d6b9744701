// Deactivating a person (an outlet employee, a rider) is confirmed first, as the other destructive
// actions of the portals are: it locks them out of their portal at once. Activating needs no question.
import type { ModalFuncProps } from 'antd'

interface Confirmer {
  confirm(props: ModalFuncProps): unknown
}

/** Asks "Deactivate {name}?" with what it does; `deactivate` runs only on Deactivate. */
export function confirmDeactivate(modal: Confirmer, name: string, consequence: string, deactivate: () => unknown) {
  modal.confirm({
    title: `Deactivate ${name}?`,
    content: `${consequence} You can activate them again later.`,
    okText: 'Deactivate',
    okButtonProps: { danger: true },
    cancelText: 'Cancel',
    onOk: async () => {
      await deactivate()
    },
  })
}
