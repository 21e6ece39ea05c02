import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { failureText, noConnectionNotSaved, notSavedText } from './failure-text';

describe('notSavedText', () => {
  it("names the server's refusal", () => {
    expect(notSavedText(new ApiError('Another user has that e-mail address', { status: 409 }))).toBe('Not saved: Another user has that e-mail address');
  });

  it('says a missing connection saved nothing', () => {
    const offline = new ApiError('Failed to fetch', { status: 0, isNetworkError: true });
    expect(notSavedText(offline)).toBe(noConnectionNotSaved);
    expect(failureText(offline)).toBe(noConnectionNotSaved);
  });
});
