import { integrationAccountProblem, isIntegrationUser, ROLE_LABELS, ROLES } from '@/domain/users/roles'

describe('user roles', () => {
  it('an integration account has the Integration role alone and exactly one site', () => {
    expect(integrationAccountProblem(['integration'], ['7'])).toBeNull()
    expect(integrationAccountProblem(['integration', 'marketing'], ['7'])).toMatch(/Integration role only/)
    expect(integrationAccountProblem(['integration'], [])).toMatch(/exactly one site/)
    expect(integrationAccountProblem(['integration'], ['7', '8'])).toMatch(/exactly one site/)
  })

  it('staff accounts are not held to the integration rule', () => {
    expect(integrationAccountProblem(['marketing'], [])).toBeNull()
    expect(integrationAccountProblem(['group-admin'], ['1', '2'])).toBeNull()
    expect(integrationAccountProblem(null, [])).toBeNull()
  })

  it('tells an integration account from staff by its role', () => {
    expect(isIntegrationUser({ roles: ['integration'] })).toBe(true)
    expect(isIntegrationUser({ roles: ['marketing'] })).toBe(false)
    expect(isIntegrationUser(null)).toBe(false)
  })

  it('labels every role in words', () => {
    for (const role of ROLES) expect(ROLE_LABELS[role]).toMatch(/^[A-Z][a-z]+( [a-z]+| \(API key\))?$/)
  })
})
