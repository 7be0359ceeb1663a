import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, registrationSteps, submitsAfter } from './registrationSteps';

describe('registration steps (docs/spec/A-access-and-shell.md §2.3, §4)', () => {
  it('has five steps for a merchant and four for an owner or before a choice', () => {
    expect(registrationSteps('1')).toEqual(['role', 'account', 'email', 'company', 'finish']);
    expect(registrationSteps('2')).toEqual(['role', 'account', 'email', 'finish']);
    expect(registrationSteps(undefined)).toHaveLength(4);
  });

  it('goes back exactly one step, and not before the first', () => {
    expect(previousStep('1', 'company')).toBe('email');
    expect(previousStep('1', 'email')).toBe('account');
    expect(previousStep('2', 'email')).toBe('account');
    expect(previousStep('2', 'account')).toBe('role');
    expect(previousStep('1', 'role')).toBe('role');
  });

  it('goes forward through the company step only for merchants', () => {
    expect(nextStep('1', 'email')).toBe('company');
    expect(nextStep('2', 'email')).toBe('finish');
    expect(nextStep('1', 'company')).toBe('finish');
  });

  it('submits after the company step for merchants and after the e-mail step for owners', () => {
    expect(submitsAfter('1')).toBe('company');
    expect(submitsAfter('2')).toBe('email');
  });
});
