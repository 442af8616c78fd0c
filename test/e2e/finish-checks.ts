/**
 * What finish.spec.ts measures on a screen, in the page: the side padding of every button, how usable and unusable
 * buttons look, and where the column's items end. Apart from the spec so a check can be run on other builds too.
 */
import type { Page } from '@playwright/test'

export const MIN_PADDING_PX = 12
export const MIN_CONTRAST = 3

/** How a button looks: what tells a usable one from one that is not. */
export interface Look {
  background: string
  color: string
  border: string
  opacity: string
}

export interface Measured {
  /** Buttons and button-links whose side padding is under the minimum, by their words. */
  tightButtons: string[]
  usable: Look[]
  /** Buttons that say they cannot be used (aria-disabled, and not busy with a spinner). */
  unusable: { name: string; look: Look; boundary: string; color: string; page: string }[]
  /** Column items whose right edge is off the column's, with how far. */
  offEdge: string[]
}

/** Everything is measured in the page, in one go per width. */
export function measure(page: Page): Promise<Measured> {
  return page.evaluate((minPadding) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden'
    }
    const words = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ')
    const lookOf = (element: Element) => {
      const style = getComputedStyle(element)
      return {
        background: style.backgroundColor,
        color: style.color,
        border: `${style.borderTopStyle} ${style.borderTopColor}`,
        opacity: style.opacity,
      }
    }
    /** The colour behind an element: the first ancestor that paints a background. */
    const backdrop = (element: Element) => {
      for (let at: Element | null = element.parentElement; at !== null; at = at.parentElement) {
        const color = getComputedStyle(at).backgroundColor
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color
      }
      return getComputedStyle(document.documentElement).backgroundColor
    }

    const buttons = [...document.querySelectorAll('button, a.button, [role="button"]')].filter(visible)
    const tightButtons = buttons
      .filter((button) => {
        const style = getComputedStyle(button)
        return parseFloat(style.paddingLeft) < minPadding || parseFloat(style.paddingRight) < minPadding
      })
      .map((button) => {
        const style = getComputedStyle(button)
        return `"${words(button)}" (${style.paddingLeft} / ${style.paddingRight})`
      })

    const isUnusable = (button: Element) =>
      button.getAttribute('aria-disabled') === 'true' && button.querySelector('.button__spinner') === null
    const main = document.querySelector('main')
    const inMain = buttons.filter((button) => main?.contains(button))
    const usable = inMain.filter((button) => !isUnusable(button)).map(lookOf)
    const unusable = inMain.filter(isUnusable).map((button) => {
      const style = getComputedStyle(button)
      const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent'
      return {
        name: words(button),
        look: lookOf(button),
        // What shows where the button is: its fill, or else its border.
        boundary: painted ? style.backgroundColor : style.borderTopColor,
        color: style.color,
        page: backdrop(button),
      }
    })

    // The column: the page pattern's root. Items inside a panel or a card line up with that, not with it.
    const column = document.querySelector('main .page')
    const offEdge: string[] = []
    if (column !== null) {
      const edge = column.getBoundingClientRect().right
      const items = column.querySelectorAll(
        'h1, p, .panel, .notice, .error-summary, .account-summary, .waiting, form, .field__input, .password, ' +
          '.button--primary, .button--block, .choices, ul.guidance, .guidance-html, .workspaces',
      )
      for (const item of items) {
        if (!visible(item) || item.closest('.visually-hidden') !== null) continue
        if (item.classList.contains('password__input')) continue
        const container = item.parentElement?.closest(
          '.panel, .error-summary, .account-summary, .workspace, .legal__contents, .checkbox, .notice, .waiting',
        )
        if (container !== null && container !== undefined) continue
        const off = item.getBoundingClientRect().right - edge
        if (Math.abs(off) > 1) {
          const name = `${item.tagName.toLowerCase()}${item.className ? `.${String(item.className).split(' ').join('.')}` : ''}`
          offEdge.push(
            `${name} "${words(item).slice(0, 40)}" ends ${off.toFixed(1)} px from the column's edge`,
          )
        }
      }
    }
    return { tightButtons, usable, unusable, offEdge }
  }, MIN_PADDING_PX)
}

/** WCAG's contrast ratio of two `rgb()` / `rgba()` colours as getComputedStyle gives them (alpha ignored). */
export function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
    const channel = (value: number) => {
      const c = value / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

export const sameLook = (a: Look, b: Look) =>
  a.background === b.background && a.color === b.color && a.border === b.border && a.opacity === b.opacity
