import { describe, expect, it } from 'vitest';
import { LoginBody, RegisterBody, RegisterForm, ResetPasswordForm } from './auth.schemas.ts';
import { DELETED_MEMBER_NAME } from './members.ts';
import { MESSAGES } from './messages.ts';
import { CreateProblemBody } from './problems.schemas.ts';
import { UpdateProfileBody } from './users.schemas.ts';
import { isStrongPassword, PASSWORD_RULES, splitCommaList, splitLines } from './validation.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('password rules', () => {
  it('lists the four checklist lines of the register page in order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'At least 8 characters',
      'One lowercase letter',
      'One uppercase letter',
      'One number',
    ]);
  });

  it.each([
    ['Abcdefg1', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
  ])('judges %s strong: %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('register', () => {
  const valid = { name: 'Asha Rao', email: 'asha@example.in', password: 'Abcdefg1', acceptTerms: true };

  it('accepts a valid body and trims the name and e-mail', () => {
    expect(RegisterBody.parse({ ...valid, name: '  Asha Rao ', email: ' asha@example.in ' })).toMatchObject(valid);
  });

  it('refuses a blank name, a bad e-mail, a weak password and a refused consent with readable messages', () => {
    const result = RegisterBody.safeParse({ name: '   ', email: 'asha@', password: 'weak', acceptTerms: false });
    expect(messagesOf(result)).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailInvalid,
      password: MESSAGES.passwordWeak,
      acceptTerms: MESSAGES.termsRequired,
    });
  });

  it('says "Passwords do not match" when the confirmation differs', () => {
    const result = RegisterForm.safeParse({ ...valid, confirmPassword: 'Abcdefg2', acceptTerms: true });
    expect(messagesOf(result)).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('needs the terms box ticked', () => {
    const result = RegisterForm.safeParse({ ...valid, confirmPassword: valid.password, acceptTerms: false });
    expect(result.success).toBe(false);
  });
});

describe('login and reset', () => {
  it('requires e-mail and password', () => {
    expect(messagesOf(LoginBody.safeParse({ email: '', password: '' }))).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it("needs registration's password rule and a matching confirmation to reset", () => {
    expect(messagesOf(ResetPasswordForm.safeParse({ password: '123456', confirmPassword: '123456' }))).toEqual({
      password: MESSAGES.passwordWeak,
    });
    expect(messagesOf(ResetPasswordForm.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' }))).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });
});

describe('create problem', () => {
  const valid = {
    title: 'Clean water alerts',
    description: 'Villagers need an SMS alert when the tank water is unsafe to drink.',
    category: 'Healthcare',
    skillsNeeded: ['IoT'],
  };

  it('accepts a minimal problem and fills the defaults', () => {
    expect(CreateProblemBody.parse(valid)).toMatchObject({ difficulty: 'Intermediate', tags: [], projectLinks: [] });
  });

  it('gives the spec messages for each broken field', () => {
    const result = CreateProblemBody.safeParse({
      title: 'Hey',
      description: 'Too short',
      category: 'Cooking',
      skillsNeeded: [],
      githubRepo: 'https://example.com/a/b',
      projectLinks: ['not a url'],
    });
    expect(messagesOf(result)).toEqual({
      title: 'Title must be at least 5 characters long',
      description: 'Description must be at least 20 characters long',
      category: 'Please select a category',
      skillsNeeded: 'Please specify the skills needed',
      githubRepo: MESSAGES.githubRepoInvalid,
      'projectLinks.0': 'Please enter valid URLs (one per line)',
    });
  });

  it('refuses a description of 2001 characters', () => {
    expect(CreateProblemBody.safeParse({ ...valid, description: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('list helpers', () => {
  it('splits comma lists and line lists, trimming and dropping empties', () => {
    expect(splitCommaList(' React, ,Node.js ,')).toEqual(['React', 'Node.js']);
    expect(splitLines('https://a.in\n\n  https://b.in \r\n')).toEqual(['https://a.in', 'https://b.in']);
  });
});

describe('a member name', () => {
  it('is never the name erased accounts show under, so a living member cannot pass for one', () => {
    const body = { name: DELETED_MEMBER_NAME, email: 'a@example.in', password: 'Abcdefg1' };
    expect(messagesOf(RegisterBody.safeParse(body))).toEqual({ name: MESSAGES.nameReserved });
    expect(messagesOf(RegisterBody.safeParse({ ...body, name: `  ${DELETED_MEMBER_NAME} ` }))).toEqual({
      name: MESSAGES.nameReserved,
    });
    expect(messagesOf(UpdateProfileBody.safeParse({ name: DELETED_MEMBER_NAME }))).toEqual({
      name: MESSAGES.nameReserved,
    });
    expect(RegisterBody.safeParse({ ...body, name: 'Deleted Memberwala' }).success).toBe(true);
  });
});
