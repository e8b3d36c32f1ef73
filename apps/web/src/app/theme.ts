import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

type DarkShades = readonly [string, string, string, string];

/**
 * Mantine's palette with shades 6–9 replaced. Shade 6 is the one text is drawn in (links, `c="red"`,
 * outline and subtle buttons, error messages, dimmed text) and the one filled buttons and badges put
 * white text on; Mantine's own shade 6 reaches only 2.6:1 (teal) to 3.6:1 (blue) against white. Each
 * shade 6 here is Mantine's hue darkened just enough for 4.5:1 on the light grey admin background
 * (gray.0), about 5:1 on white (WCAG 2.1 AA for text); 7–9 (hover, the light variant's text) stay
 * darker in steps. Shades 0–5, used for backgrounds and borders, are Mantine's.
 */
function withReadableShades(mantine: MantineColorsTuple, dark: DarkShades): MantineColorsTuple {
  return [...mantine.slice(0, 6), ...dark] as unknown as MantineColorsTuple;
}

const { teal, blue, red, orange, gray } = DEFAULT_THEME.colors;

const colors = {
  teal: withReadableShades(teal, ['#0c7e5c', '#0b7556', '#0a6d50', '#09654a']),
  blue: withReadableShades(blue, ['#1c72bd', '#1a6ab0', '#1863a4', '#165c99']),
  red: withReadableShades(red, ['#c92a2a', '#bb2727', '#ae2424', '#a22121']),
  orange: withReadableShades(orange, ['#af570e', '#a3510d', '#984b0c', '#8d460b']),
  // Dimmed text is gray.6; Mantine's (#868e96, 3.3:1 on white) becomes #6a7076 (5:1). 7–9 are dark already.
  gray: withReadableShades(gray, ['#6a7076', gray[7], gray[8], gray[9]]),
};

/**
 * The app's theme in the interface language: the close buttons Mantine draws in every dialog,
 * drawer and notification are icons only, so they get their name here rather than in each of the
 * twenty dialogs.
 */
export function appTheme({ closeLabel }: { closeLabel: string }): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    primaryColor: 'teal',
    defaultRadius: 'sm',
    colors,
    // Plain objects rather than Modal.extend(): importing Modal and Drawer here would put them in
    // the first chunk every screen loads.
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      // The notices at the corner of the screen (ui/NotificationsHost.tsx) close with one too.
      Notification: { defaultProps: { closeButtonProps } },
      // Mantine's placeholder (an empty div with tabIndex in role="menu", which axe reports as a
      // critical aria-required-children) is left out: opening a menu focuses its first item instead,
      // as the ARIA menu pattern has it.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    },
  });
}

/** Placeholders are read as hints, so they get dimmed text's contrast instead of Mantine's gray.5 (2.1:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
