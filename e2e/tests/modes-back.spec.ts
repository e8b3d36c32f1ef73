import { expect, test } from './fixtures.ts';
import {
  chooseMode,
  choosePlaceInMenu,
  expectChange,
  expectItemRefused,
  placeByClickIn3d,
  placeByMenu,
  shots,
  startNewBar,
} from './modesHelpers.ts';

test('back bar: back panels in 3D and by the menu; a banner needs a back cover (B3); a tall sign blocks a shelf (B4)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startNewBar(page);
  await page.goto(page.url().replace(/\/side\/front\?.*$/, '/side/back?mode=shape&view=3d'));
  await expect(page.getByTestId('mode-panel-shape')).toBeVisible();
  await expectChange(page, 'GBF-0600-BF', 1, () => page.getByTestId('add-module-back-frame-600').click());
  await expectChange(page, 'GBF-1200-BF', 1, () => page.getByTestId('add-module-back-frame-1200').click());

  await chooseMode(page, 'branding');
  await choosePlaceInMenu(page, /Back bar, 2nd module from the left, rear banner/);
  await expectItemRefused(page, 'part:153', 'Please select a backframe cover first.', 'B3');

  await chooseMode(page, 'back-panels');
  await expectChange(page, 'RWR-ABD-0600', 1, async () => {
    await placeByClickIn3d(page, 'assembly:42', { kind: 'backPanel', moduleIndex: 0, key: /:bottom$/ });
  });
  await expectChange(page, 'RWR-REG-0600', 1, () =>
    placeByMenu(page, /Back bar, 2nd module from the left, upper back panel/, 'assembly:40'),
  );
  await page.screenshot({ path: `${shots}back-panels-1280.png` });

  await chooseMode(page, 'brandsigns');
  await expectChange(page, 'SCH-1200-060', 1, () =>
    placeByMenu(page, /Back bar, 1st module from the left, brand sign/, 'part:162'),
  );
  await chooseMode(page, 'back-panels');
  await choosePlaceInMenu(page, /Back bar, 1st module from the left, upper back panel/);
  await expectItemRefused(
    page,
    'assembly:40',
    'This brand sign collides with the chosen back panel. Choose another variant.',
    'B4',
  );

  await chooseMode(page, 'branding');
  await expectChange(page, 'BAN-RWD-0600', 1, () =>
    placeByMenu(page, /Back bar, 2nd module from the left, rear banner/, 'part:153'),
  );
});
