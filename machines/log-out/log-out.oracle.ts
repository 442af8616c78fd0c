/** Log out (dual-login header): what a person sees in each state (../shared/oracle.ts). */
import { defineOracle } from '../shared/oracle'
import { logOutMachine } from './log-out.machine'

export const logOutOracle = defineOracle({
  machine: logOutMachine,
  screens: {
    'logOut.signedIn': { controls: [{ role: 'button', name: 'LOG_OUT', busy: false }] },
    // Pressing it again does nothing: one gesture, one call.
    'logOut.loggingOut': { controls: [{ role: 'button', name: 'LOGGING_OUT', busy: true }], focus: 'kept' },
    // Whatever the server said, this browser forgets the sign-in (the product's session and a kept token, which
    // the walk's start put there) and goes to sign in.
    'logOut.loggedOut': {
      url: /^\/$/,
      heading: 'SIGN_IN_TITLE',
      storage: { appToken: null, auth_token: null },
    },
  },
})
