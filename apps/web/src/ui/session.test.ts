import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, writeStorage } from '../lib/storage';
import { listMemory } from './listState';
import { clearSession } from './session';

const stationList = listMemory('stationList');

describe('clearSession', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("forgets the user's token and remembered screens, and keeps what belongs to the device", () => {
    writeStorage(STORAGE_KEYS.token, 't');
    stationList.remember('?name=east&page=3');
    window.sessionStorage.setItem('unrelated', 'kept');
    expect(stationList.recall()).toBe('?name=east&page=3');

    clearSession();

    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(stationList.recall()).toBe('');
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
  });
});
