import { describe, expect, it } from 'vitest';
import { readLoginEntry, safeAppPath } from './loginEntry';

describe('sign-in page entry values (docs/spec/A-access-and-shell.md §2.2)', () => {
  it('is nothing without entry values', () => {
    expect(readLoginEntry('')).toEqual({ kind: 'none' });
    expect(readLoginEntry('?foo=1')).toEqual({ kind: 'none' });
  });

  it('goes in with a handed-over token, to prePath and preQuery when given', () => {
    expect(
      readLoginEntry('?token=t&ujwt=u&isManager=true&prePath=/Container/Report/CustomReport&preQuery=id%3D7'),
    ).toEqual({
      kind: 'session',
      token: 't',
      ujwt: 'u',
      isManager: true,
      target: '/Container/Report/CustomReport?id=7',
    });
    expect(readLoginEntry('?token=t')).toMatchObject({ kind: 'session', target: null, isManager: false });
  });

  it('keeps only a ujwt for the manager sign-in', () => {
    expect(readLoginEntry('?ujwt=u&isManager=1')).toEqual({ kind: 'ujwt', ujwt: 'u', isManager: true });
  });

  it('treats a code as the chat-app callback, whatever else is there', () => {
    expect(readLoginEntry('?code=abc&state=s1&token=t')).toEqual({
      kind: 'thirdPartyCode',
      code: 'abc',
      state: 's1',
    });
  });

  it('never sends the user to another site', () => {
    for (const path of ['https://evil.example', '//evil.example', '/\\evil.example', 'Container']) {
      expect(safeAppPath(path)).toBeNull();
    }
    expect(readLoginEntry('?token=t&prePath=//evil.example')).toMatchObject({ target: null });
    expect(safeAppPath('/Container/Home/HomePage')).toBe('/Container/Home/HomePage');
  });
});
