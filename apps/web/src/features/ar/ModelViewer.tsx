import { Alert, Center, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadModelViewer } from './loadModelViewer.ts';

/** What AR may use, in order: WebXR in the browser, Android's Scene Viewer, iOS AR Quick Look. */
export const AR_MODES = 'webxr scene-viewer quick-look';

/**
 * The first view: from the customers' side. The bar's model has the scene's axes (customers to the
 * north, -z) and model-viewer's azimuth 0° looks from +z, so 180° looks at the front; 75° from the
 * vertical and 105 % of the framing distance are model-viewer's own defaults.
 */
export const FRONT_CAMERA_ORBIT = '180deg 75deg 105%';

/** The AR button model-viewer shows when the device can place the model (its slot `ar-button`). */
const AR_BUTTON_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  bottom: '16px',
  left: '50%',
  transform: 'translateX(-50%)',
  padding: '10px 18px',
  border: 'none',
  borderRadius: '24px',
  background: '#1c7ed6',
  color: '#fff',
  font: '600 16px system-ui, sans-serif',
};

type Props = { glbUrl: string; usdzUrl: string; alt: string; arButtonLabel: string };

/**
 * `<model-viewer>` with the bar's model: turned with a finger or the mouse, and placed in the room
 * with the device's AR. The element is made by hand so that each attribute is exactly what AR reads.
 */
export function ModelViewer({ glbUrl, usdzUrl, alt, arButtonLabel }: Props) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  /** `shown`: the element is there and fetches the model; `loaded`: it draws it. */
  const [state, setState] = useState<'loading' | 'shown' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    let viewer: HTMLElement | null = null;
    let isCurrent = true;
    loadModelViewer().then(
      () => {
        if (!isCurrent || !host.current) return;
        viewer = document.createElement('model-viewer');
        const attributes: Record<string, string> = {
          src: glbUrl,
          'ios-src': usdzUrl,
          ar: '',
          'ar-modes': AR_MODES,
          'camera-controls': '',
          'camera-orbit': FRONT_CAMERA_ORBIT,
          'touch-action': 'pan-y',
          'shadow-intensity': '1',
          alt,
          'data-testid': 'model-viewer',
        };
        for (const [name, value] of Object.entries(attributes)) viewer.setAttribute(name, value);
        viewer.style.width = '100%';
        viewer.style.height = '100%';
        const arButton = document.createElement('button');
        arButton.slot = 'ar-button';
        arButton.type = 'button';
        arButton.textContent = arButtonLabel;
        arButton.dataset.testid = 'ar-button';
        Object.assign(arButton.style, AR_BUTTON_STYLE);
        viewer.append(arButton);
        viewer.addEventListener('load', () => setState('loaded'));
        viewer.addEventListener('error', () => setState('failed'));
        host.current.append(viewer);
        setState('shown');
      },
      () => isCurrent && setState('failed'),
    );
    return () => {
      isCurrent = false;
      viewer?.remove();
    };
  }, [glbUrl, usdzUrl, alt, arButtonLabel]);

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }} data-testid="ar-model" data-state={state}>
      <div ref={host} style={{ position: 'absolute', inset: 0 }} />
      {state === 'loading' && (
        <Center pos="absolute" inset={0}>
          <Loader aria-label={t('ar.page.loading')} />
        </Center>
      )}
      {state === 'failed' && (
        <Alert color="red" role="alert" m="md" pos="absolute" top={0} left={0} right={0} data-testid="ar-model-failed">
          {t('ar.page.modelFailed')}
        </Alert>
      )}
    </div>
  );
}
