import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { headerMenuMachine } from '../../machines/header-menu/header-menu.machine'
import { useText } from '../i18n/i18n'
import { useFlowActor } from '../screens/flow'
import { useProductLink } from '../screens/parts/product-links'

export type HelpMenuActor = ActorRefFrom<typeof headerMenuMachine>

/** The header's help menu: a disclosure button and its list, drawn from the menu machine's state. */
export function HelpMenuView({ actor }: { actor: HelpMenuActor }) {
  const t = useText()
  // The list is shown from `open` until `closing` has finished, so it never flickers during the delay.
  const shown = useSelector(actor, (snapshot) => snapshot.matches('open') || snapshot.matches('closing'))
  // Escape and outside clicks count from the first press, including during the opening delay.
  const listening = useSelector(actor, (snapshot) => !snapshot.matches('closed'))
  const container = useRef<HTMLDivElement>(null)
  const help = useProductLink('help')
  const contact = useProductLink('contact')

  useEffect(() => {
    if (!listening) return
    const dismissOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) actor.send({ type: 'user.dismiss' })
    }
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      actor.send({ type: 'user.dismiss' })
      container.current?.querySelector('button')?.focus()
    }
    document.addEventListener('click', dismissOutside)
    document.addEventListener('focusin', dismissOutside)
    document.addEventListener('keydown', dismissOnEscape)
    return () => {
      document.removeEventListener('click', dismissOutside)
      document.removeEventListener('focusin', dismissOutside)
      document.removeEventListener('keydown', dismissOnEscape)
    }
  }, [listening, actor])

  return (
    <div className="menu" ref={container}>
      <button
        type="button"
        className="header__control"
        aria-expanded={shown}
        aria-controls="help-menu"
        onClick={() => actor.send({ type: 'user.toggle' })}
      >
        {t('FOOTER_HELP')}
      </button>
      <ul id="help-menu" className="menu__list" hidden={!shown}>
        <li>
          <a href={help}>{t('FOOTER_HELP')}</a>
        </li>
        <li>
          <a href={contact}>{t('FOOTER_CONTACT')}</a>
        </li>
      </ul>
    </div>
  )
}

export function HelpMenu() {
  const actor = useFlowActor(() => headerMenuMachine)
  return <HelpMenuView actor={actor} />
}
