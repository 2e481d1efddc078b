import { describe, expect, it } from 'vitest';
import {
  isValid,
  validateEmailRequest,
  validateLogin,
  validatePasswordChange,
  validatePasswordReset,
  validateProfileUpdate,
  validateRegistration,
} from './form-validators.js';
import { fieldProblemTexts } from './field-problems.js';

const good = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'analytical1',
  password_confirmation: 'analytical1',
  education: 'Grade 11',
  school: null,
  country: 'Canada',
  region: null,
  city: null,
};

describe('validateRegistration', () => {
  it('accepts a complete form, optional fields empty', () => {
    expect(fieldProblemTexts(validateRegistration(good))).toEqual({});
    expect(isValid(validateRegistration(good))).toBe(true);
  });

  it('says "Required" for every missing required field, and only that', () => {
    const blank = { ...good, name: '', email: '', password: '', password_confirmation: '', education: '', country: '' };
    expect(fieldProblemTexts(validateRegistration(blank))).toEqual({
      name: ['Required'],
      email: ['Required'],
      password: ['Required'],
      password_confirmation: ['Required'],
      education: ['Required'],
      country: ['Required'],
    });
  });

  it('gives each field its own message', () => {
    expect(
      fieldProblemTexts(
        validateRegistration({ ...good, name: 'A', email: 'ada@', password: 'short', password_confirmation: 'other', education: 'PhD' }),
      ),
    ).toEqual({
      name: ['Must be at least 2 characters'],
      email: ['Invalid Email'],
      password: ['Must be between 8 and 24 characters'],
      password_confirmation: ['Passwords do not match'],
      education: ['Choose one of the education levels'],
    });
  });
});

describe('validateProfileUpdate', () => {
  it('checks only the fields present', () => {
    expect(fieldProblemTexts(validateProfileUpdate({}))).toEqual({});
    expect(fieldProblemTexts(validateProfileUpdate({ school: '' , region: null, city: '' }))).toEqual({});
    expect(fieldProblemTexts(validateProfileUpdate({ email: 'x' }))).toEqual({ email: ['Invalid Email'] });
  });

  it('does not let a required field be emptied', () => {
    expect(fieldProblemTexts(validateProfileUpdate({ name: '', email: '', education: '', country: ' ' }))).toEqual({
      name: ['Required'],
      email: ['Required'],
      education: ['Required'],
      country: ['Required'],
    });
  });
});

describe('validatePasswordChange', () => {
  it('requires the current password and a valid, confirmed new one', () => {
    expect(fieldProblemTexts(validatePasswordChange({ old_password: 'whatever', password: 'newpassword', password_confirmation: 'newpassword' }))).toEqual({});
    expect(fieldProblemTexts(validatePasswordChange({ old_password: '', password: 'new', password_confirmation: 'neww' }))).toEqual({
      old_password: ['Required'],
      password: ['Must be between 8 and 24 characters'],
      password_confirmation: ['Passwords do not match'],
    });
  });
});

describe('validatePasswordReset', () => {
  const token = 'a'.repeat(40);
  it('requires the link token and a valid, confirmed password', () => {
    expect(fieldProblemTexts(validatePasswordReset({ token, password: 'newpassword', password_confirmation: 'newpassword' }))).toEqual({});
    expect(fieldProblemTexts(validatePasswordReset({ token: null, password: 'newpassword', password_confirmation: 'newpassword' }))).toEqual({
      token: ['The reset link is invalid. Please ensure you accessed this page through the link provided in your email.'],
    });
  });
});

describe('validateEmailRequest and validateLogin', () => {
  it('use the wording of their form', () => {
    expect(fieldProblemTexts(validateEmailRequest({ email: '' }))).toEqual({ email: ['Not a valid email address'] });
    expect(fieldProblemTexts(validateEmailRequest({ email: 'ada@example.com' }))).toEqual({});
    expect(fieldProblemTexts(validateLogin({ email: 'ada', password: '' }))).toEqual({ email: ['Invalid Email'], password: ['Required'] });
  });
});
