interface ImportMetaEnv {
  /** Shown in the footer's contact link; defaults to support@bunkhouse.app. */
  readonly VITE_CONTACT_EMAIL?: string;
}
