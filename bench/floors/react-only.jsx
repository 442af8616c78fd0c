// The framework floor: the same sign-in form and style sheet rendered by React alone, with no router, state
// machine, i18n or API client. It keeps what a person types and nothing more.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { ProductLogo as Logo } from '../../src/shell/logo'
import '../../src/styles.css'

function SignIn() {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const [keep, setKeep] = useState(true)
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="header">
        <div className="header__inner">
          <a href="/" className="header__home">
            <Logo />
            <span className="header__name">Career and Education Planner</span>
          </a>
          <nav className="header__actions" aria-label="Help and language">
            <div className="menu">
              <button type="button" className="header__control" aria-expanded="false">
                Help
              </button>
            </div>
            <button type="button" className="header__control" lang="fr">
              Français
            </button>
          </nav>
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <div className="main__inner">
          <div className="sign-in">
            <h1 className="page-title">Sign in</h1>
            <p className="lead">Use the username or email address and the password for your account.</p>
            <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
              <div className="field">
                <label className="field__label" htmlFor="username">
                  Username or email
                </label>
                <input
                  id="username"
                  className="field__input"
                  autoComplete="username"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              </div>
              <div className="field">
                <label className="field__label" htmlFor="password">
                  Password
                </label>
                <div className="password">
                  <input
                    id="password"
                    className="field__input password__input"
                    type={shown ? 'text' : 'password'}
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                  <button
                    type="button"
                    className="button button--secondary password__toggle"
                    onClick={() => setShown(!shown)}
                  >
                    {shown ? 'Hide' : 'Show'}
                  </button>
                </div>
              </div>
              <div className="checkbox">
                <input
                  id="keep-signed-in"
                  className="checkbox__input"
                  type="checkbox"
                  checked={keep}
                  onChange={(event) => setKeep(event.target.checked)}
                />
                <label className="checkbox__label" htmlFor="keep-signed-in">
                  Keep me signed in
                </label>
                <p className="field__hint checkbox__hint">
                  Don&apos;t choose this on a shared or public computer.
                </p>
              </div>
              <button type="submit" className="button button--primary">
                <span className="button__label">Sign in</span>
              </button>
            </form>
            <ul className="links">
              <li>
                <a href="/forgot">Trouble signing in?</a>
              </li>
              <li>
                <a href="/noaccount">Don&apos;t have an account?</a>
              </li>
            </ul>
          </div>
        </div>
      </main>
      <footer className="footer">
        <div className="footer__inner">
          <nav aria-label="Help and legal">
            <ul className="footer__links">
              <li>
                <a href="/help">Help</a>
              </li>
              <li>
                <a href="/contact">Contact us</a>
              </li>
              <li>
                <a href="/privacy">Privacy policy</a>
              </li>
              <li>
                <a href="/terms">Terms of use</a>
              </li>
            </ul>
          </nav>
          <p className="footer__copyright">© 2026 Career and Education Planner. All rights reserved.</p>
        </div>
      </footer>
    </>
  )
}

createRoot(document.getElementById('root')).render(<SignIn />)
