import type { GroupBase, StylesConfig, ThemeConfig } from 'react-select';

/**
 * react-select in the app's colours: Bootstrap's CSS variables, so it follows the light/dark theme.
 * (react-select writes its styles through emotion at run time; the CSP allows inline styles.)
 */
export const selectTheme: ThemeConfig = (theme) => ({
  ...theme,
  colors: {
    ...theme.colors,
    primary: 'var(--bs-primary)',
    primary75: 'var(--bs-primary-border-subtle)',
    primary50: 'var(--bs-primary-bg-subtle)',
    primary25: 'var(--bs-tertiary-bg)',
    danger: 'var(--bs-danger)',
    dangerLight: 'var(--bs-danger-bg-subtle)',
    neutral0: 'var(--bs-body-bg)',
    neutral5: 'var(--bs-tertiary-bg)',
    neutral10: 'var(--bs-secondary-bg)',
    neutral20: 'var(--bs-border-color)',
    neutral30: 'var(--bs-border-color)',
    neutral40: 'var(--bs-secondary-color)',
    neutral50: 'var(--bs-secondary-color)',
    neutral60: 'var(--bs-secondary-color)',
    neutral70: 'var(--bs-body-color)',
    neutral80: 'var(--bs-body-color)',
    neutral90: 'var(--bs-body-color)',
  },
});

/** Above modals when the menu is portalled to the body; a red border when the field has an error. */
export function selectStyles<Option, IsMulti extends boolean = false>(
  isInvalid: boolean,
): StylesConfig<Option, IsMulti, GroupBase<Option>> {
  return {
    menuPortal: (base) => ({ ...base, zIndex: 1070 }),
    control: (base) => (isInvalid ? { ...base, borderColor: 'var(--bs-form-invalid-border-color)' } : base),
  };
}
