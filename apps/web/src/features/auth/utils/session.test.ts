import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, writeStorage } from '../../../ui/storage';
import { rememberListSearch, recallListSearch } from '../../stations/utils/listState';
import { clearSession } from './session';

describe('clearSession', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("forgets the user's token and remembered screens, and keeps what belongs to the device", () => {
    writeStorage(STORAGE_KEYS.token, 't');
    rememberListSearch('?name=east&page=3');
    window.sessionStorage.setItem('unrelated', 'kept');
    expect(recallListSearch()).toBe('?name=east&page=3');

    clearSession();

    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(recallListSearch()).toBe('');
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
  });
});
