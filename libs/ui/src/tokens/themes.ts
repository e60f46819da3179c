/** The site's colour themes; a block's `box_color` maps straight onto `data-theme`. */
export const themeNames = ['light', 'grey', 'dark', 'black'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Brand colour from the spec (site §9): also the browser `theme-color`. */
export const brandColor = '#9e1b32';

/** Colour roles every theme defines; components use only these, through `--lux-color-*`. */
export type ThemeColors = {
  /** Page or section background. */
  bg: string;
  /** Background of raised cards on this theme. */
  surfaceRaised: string;
  /** Body and heading text; also the secondary button's border. */
  text: string;
  /** Secondary text (captions, hints). */
  textMuted: string;
  /** Links and tertiary buttons. */
  link: string;
  /** Borders that identify a control (inputs, dividers that carry meaning). */
  border: string;
  /** Primary button fill. */
  accent: string;
  /** Primary button fill on hover and press. */
  accentHover: string;
  /** Text and icons on `accent`. */
  onAccent: string;
  /** Focus ring. */
  focus: string;
  /** Error text and the border of an invalid control (WCAG 1.4.3 against bg and raised surfaces). */
  danger: string;
};

/**
 * Dark themes invert the primary button (light fill, brand text): the brand red on near-black is
 * 2.2:1, under the 3:1 a control's boundary needs. Contrast is proven in tokens.test.ts.
 */
export const themes: Record<ThemeName, ThemeColors> = {
  light: {
    bg: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1a1a1a',
    textMuted: '#595959',
    link: brandColor,
    border: '#767676',
    accent: brandColor,
    accentHover: '#7d1527',
    onAccent: '#ffffff',
    focus: '#1a1a1a',
    danger: '#b3261e',
  },
  grey: {
    bg: '#f2f2f2',
    surfaceRaised: '#ffffff',
    text: '#1a1a1a',
    textMuted: '#545454',
    link: brandColor,
    border: '#6b6b6b',
    accent: brandColor,
    accentHover: '#7d1527',
    onAccent: '#ffffff',
    focus: '#1a1a1a',
    danger: '#b3261e',
  },
  dark: {
    bg: '#262626',
    surfaceRaised: '#333333',
    text: '#f5f5f5',
    textMuted: '#c7c7c7',
    link: '#ff9aab',
    border: '#9a9a9a',
    accent: '#f5f5f5',
    accentHover: '#ffffff',
    onAccent: brandColor,
    focus: '#f5f5f5',
    danger: '#ffb4ab',
  },
  black: {
    bg: '#000000',
    surfaceRaised: '#1a1a1a',
    text: '#ffffff',
    textMuted: '#bdbdbd',
    link: '#ff9aab',
    border: '#8c8c8c',
    accent: '#ffffff',
    accentHover: '#e6e6e6',
    onAccent: brandColor,
    focus: '#ffffff',
    danger: '#ffb4ab',
  },
};

/** Themes that need the browser's dark form controls and scrollbars. */
export const darkThemes: ReadonlySet<ThemeName> = new Set(['dark', 'black']);
