/**
 * model-viewer fetches decoders from Google's and jsDelivr's CDNs when a model uses Draco meshes,
 * KTX2 textures or Lottie animations. The server's models use none of them, and this app loads
 * nothing from another site: the locations point at the site itself (where nothing is served, so
 * such a model would fail to load instead of reaching out). model-viewer reads them from
 * `self.ModelViewerElement` when its module is evaluated. The Meshopt decoder is fetched as soon
 * as a location is set, so none is.
 */
const NOT_SERVED = '/model-viewer/not-served/';

let loading: Promise<void> | null = null;

/**
 * Loads `<model-viewer>` on first use: a chunk of its own (with lit), fetched only by the AR page,
 * on the app's three.js.
 */
export function loadModelViewer(): Promise<void> {
  if (!loading) {
    const settings = self as unknown as { ModelViewerElement?: Record<string, string> };
    settings.ModelViewerElement = {
      ...settings.ModelViewerElement,
      dracoDecoderLocation: NOT_SERVED,
      ktx2TranscoderLocation: NOT_SERVED,
      lottieLoaderLocation: `${NOT_SERVED}LottieLoader.js`,
    };
    loading = import('@google/model-viewer').then(
      () => undefined,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}
