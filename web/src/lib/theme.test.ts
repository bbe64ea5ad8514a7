import { describe, expect, it, vi } from 'vitest';
import { applyTheme, readStoredTheme, storeTheme } from './theme';

describe('theme', () => {
  it('reads the stored theme, light by default or when the value is unknown', () => {
    expect(readStoredTheme()).toBe('light');
    storeTheme('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(readStoredTheme()).toBe('dark');
    window.localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('keeps working when the browser refuses storage', () => {
    const deny = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const spies = [
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(deny),
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(deny),
    ];
    expect(readStoredTheme()).toBe('light');
    expect(() => storeTheme('dark')).not.toThrow();
    for (const spy of spies) spy.mockRestore();
  });

  it('applies the theme to the document root', () => {
    applyTheme('dark');
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
  });
});
