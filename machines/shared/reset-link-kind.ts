/**
 * The kinds of link the reset page opens (spec: Reset / activate page), told apart by the link's resetType. A leaf
 * that imports nothing: the route list (src/urls/routes.ts) prerenders the activations' pages from
 * ACTIVATION_RESET_TYPES, and reading them here loads no machine and no XState into the entry.
 */

/**
 * The kind of link. The link's resetType is sent to the server as it is; the portal only tells these apart. Any
 * resetType other than the three activations is a plain reset.
 */
export type ResetLinkKind = 'activateAccount' | 'activateParent' | 'higherEdActivation' | 'reset'

/** The resetType values that activate an account, each its own kind of link; any other is a plain reset. */
export const ACTIVATION_RESET_TYPES = ['ActivateAccount', 'ActivateParent', 'HigherEdActivation'] as const

export function resetLinkKind(resetType: string): ResetLinkKind {
  switch (resetType) {
    case 'ActivateAccount':
      return 'activateAccount'
    case 'ActivateParent':
      return 'activateParent'
    case 'HigherEdActivation':
      return 'higherEdActivation'
    default:
      return 'reset'
  }
}

export const isActivation = (kind: ResetLinkKind): boolean => kind !== 'reset'
