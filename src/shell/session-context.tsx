import { createContext, useContext } from 'react'

/**
 * Whether the browser holds an `auth_token`, read once at start (spec section 3: the logged-in flag starts
 * true when it is stored). The dual-login header reads it.
 */
const SessionContext = createContext<{ loggedIn: boolean }>({ loggedIn: false })

export const SessionProvider = SessionContext.Provider
export const useSession = () => useContext(SessionContext)
