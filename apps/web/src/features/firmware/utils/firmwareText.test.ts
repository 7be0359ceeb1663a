import { describe, expect, it } from 'vitest';
import { finishedPercent, reasonText, sizeText } from './firmwareText';

describe('firmware texts', () => {
  it('shows a reason as its catalogue text with its values, never the code', () => {
    const text = reasonText({ code: 'iot-firmware.10010', params: { group: 1, failed: 100, threshold: 0 } });
    expect(text).not.toContain('iot-firmware');
    expect(text).toMatch(/100/);
    expect(reasonText(null)).toBe('');
    expect(reasonText({ code: 'group', params: { group: 2 } })).toBe('');
  });
  it('sizes and finished shares', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(2048)).toBe('2.0 KB');
    expect(sizeText(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(finishedPercent({ success: 1, fail: 1 }, 4)).toBe(50);
    expect(finishedPercent({ success: 0, fail: 0 }, 0)).toBe(0);
  });
});
