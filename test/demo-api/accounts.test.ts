// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo-api/accounts'

describe('seeded accounts', () => {
  it('gives every account a unique username and id, and numbers matching the type names', () => {
    const numbers = { Student: 1, Family: 2, InspireUser: 3, Educator: 4, HigherEd: 5 }
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.username)).size).toBe(DEMO_ACCOUNTS.length)
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.userAccountId)).size).toBe(DEMO_ACCOUNTS.length)
    for (const account of DEMO_ACCOUNTS) {
      expect(account.userTypes).toEqual(account.userTypeNames.map((name) => numbers[name]))
      expect(account.demonstrates).not.toBe('')
    }
  })

  it('seeds the link-flow accounts with what their links show', () => {
    const byName = (username: string) => DEMO_ACCOUNTS.find((account) => account.username === username)
    expect(byName('rory.reset')).toMatchObject({
      userAccountId: 111,
      activated: true,
      userTypeNames: ['Student'],
    })
    expect(byName('alex.activate')).toMatchObject({
      userAccountId: 112,
      userTypeNames: ['Educator'],
      activated: false,
      initialPassword: null,
      institutionName: 'Lakeside Secondary School',
    })
    expect(byName('paula.parent')).toMatchObject({
      userAccountId: 113,
      userTypeNames: ['Family'],
      activated: false,
      initialPassword: null,
      invitedBy: 'Ms. Rivera',
      institutionName: 'Lakeside Secondary School',
      students: [
        { firstName: 'Sam', lastName: 'Student' },
        { firstName: 'Léa', lastName: 'Tremblay' },
      ],
    })
    expect(byName('hana.highered')).toMatchObject({
      userAccountId: 114,
      userTypeNames: ['HigherEd'],
      activated: false,
      initialPassword: null,
      institutionName: 'Northern College',
    })
    expect(byName('vera.verify')).toMatchObject({
      userAccountId: 115,
      personalEmailToVerify: 'vera.personal@example.net',
    })
    expect(byName('uma.username')).toMatchObject({ userAccountId: 116, newUsername: 'uma.new@example.org' })
    expect(byName('fault.hang')).toMatchObject({ userAccountId: 907, fault: 'hang' })
  })

  it('gives every activated account the demo password, and only never-activated ones none', () => {
    for (const account of DEMO_ACCOUNTS) {
      if (account.initialPassword === null) expect(account.activated).toBe(false)
      else expect(account.initialPassword).toBe(DEMO_PASSWORD)
    }
    // ina.inactive keeps one, so that signing in shows the not-activated message.
    expect(DEMO_ACCOUNTS.find((account) => account.username === 'ina.inactive')?.initialPassword).toBe(
      DEMO_PASSWORD,
    )
  })
})
