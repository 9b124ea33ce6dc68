import Taro from '@tarojs/taro'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'

/**
 * A staff sheet's submit: `check` turns what was typed into the request, or says in a toast why it
 * cannot be sent; the request goes once however often the button is tapped, and the sheet closes
 * when `send` resolves true.
 */
export function useSheetSubmit<R>(check: () => R | string, send: (req: R) => Promise<boolean>, onClose: () => void) {
  const { busy, run } = useSingleFlight()

  const submit = async () => {
    const req = check()
    if (typeof req === 'string') return void Taro.showToast({ title: req, icon: 'none', duration: TOAST_MS })
    if (await run(() => send(req))) onClose()
  }

  return { busy, submit: () => void submit() }
}
