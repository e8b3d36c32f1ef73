import axios, { type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../src/features/auth/authStore.ts';
import type { PdfFlowDeps, PdfStep } from '../src/features/pdf/pdfFlow.ts';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const { authStore } = await import('../src/features/auth/authStore.ts');
const { fileNameOf } = await import('../src/features/pdf/pdfApi.ts');
const { pdfDialogStore, openPdfDialog } = await import('../src/features/pdf/pdfDialogStore.ts');
const { createPdf, pdfProblemOf } = await import('../src/features/pdf/pdfFlow.ts');

function httpError(status: number) {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  return new axios.AxiosError('failed', undefined, config, undefined, {
    status,
    data: {},
    statusText: '',
    headers: {},
    config,
  });
}

const user = {
  id: 1,
  email: 'anna@example.com',
  email_verified_at: '2026-01-01T00:00:00Z',
} as unknown as AuthUser;

beforeEach(() => {
  authStore.setState({ user: null, isAuthenticationRequired: false, dialog: null });
  pdfDialogStore.setState({ bar: null });
});

describe('opening the PDF dialog', () => {
  it('shows a guest the login dialog with the PDF reason instead', () => {
    openPdfDialog({ id: 'bar-1' });
    expect(pdfDialogStore.getState().bar).toBeNull();
    expect(authStore.getState().dialog).toEqual({ kind: 'login', reason: 'account.messages.loginToPdf' });
  });

  it('opens for a logged-in user', () => {
    authStore.setState({ user });
    openPdfDialog({ id: 'bar-1', editToken: 'tok' });
    expect(pdfDialogStore.getState().bar).toEqual({ id: 'bar-1', editToken: 'tok' });
    expect(authStore.getState().dialog).toBeNull();
  });
});

describe('why a PDF failed', () => {
  it('tells an unverified user apart from one without rights', () => {
    expect(pdfProblemOf(httpError(401), true)).toBe('loginRequired');
    expect(pdfProblemOf(httpError(403), false)).toBe('unverified');
    expect(pdfProblemOf(httpError(403), true)).toBe('forbidden');
    expect(pdfProblemOf(httpError(404), true)).toBe('removed');
    expect(pdfProblemOf(httpError(500), true)).toBe('failed');
    expect(pdfProblemOf(new axios.AxiosError('timeout', 'ECONNABORTED'), true)).toBe('timeout');
  });
});

describe('the download file name', () => {
  it('is the one the server chose', () => {
    expect(fileNameOf('attachment; filename="Terrace-bar.pdf"')).toBe('Terrace-bar.pdf');
    expect(fileNameOf(undefined)).toBe('bar.pdf');
  });
});

function fakeDeps(): PdfFlowDeps & { calls: string[] } {
  const calls: string[] = [];
  const blob = new Blob(['x']);
  return {
    calls,
    capture: vi.fn(async () => ({ front: blob, perspective: blob })),
    upload: vi.fn(async (views) => {
      calls.push(`upload ${Object.keys(views).join(',')}`);
      return { front: 'f'.repeat(22), perspective: 'p'.repeat(22) };
    }),
    download: vi.fn(async (_bar, pictures, parts) => {
      calls.push(`download ${Object.keys(pictures).join(',')} ${parts}`);
      return { blob: new Blob(['%PDF']), fileName: 'bar.pdf' };
    }),
    mail: vi.fn(async (_bar, pictures, requestId, parts) => {
      calls.push(`mail ${Object.keys(pictures).join(',')} ${requestId} ${parts}`);
    }),
    save: vi.fn((_blob, fileName) => {
      calls.push(`save ${fileName}`);
    }),
  };
}

const ALL = { requestId: 'request-1', parts: 'all' as const };

describe('creating a PDF', () => {
  it('uploads the captured views and downloads the PDF naming them', async () => {
    const deps = fakeDeps();
    const steps: PdfStep[] = [];
    await createPdf({ id: 'bar-1' }, 'download', ALL, (step) => steps.push(step), deps);
    expect(steps).toEqual(['capturing', 'uploading', 'creating']);
    expect(deps.calls).toEqual(['upload front,perspective', 'download front,perspective all', 'save bar.pdf']);
  });

  it('asks for the mail with the request id and downloads nothing', async () => {
    const deps = fakeDeps();
    await createPdf({ id: 'bar-1' }, 'mail', ALL, () => {}, deps);
    expect(deps.calls).toEqual(['upload front,perspective', 'mail front,perspective request-1 all']);
  });

  it('asks for the parts to order only when that was chosen, by download and by mail', async () => {
    const deps = fakeDeps();
    const toOrder = { requestId: 'request-2', parts: 'to_order' as const };
    await createPdf({ id: 'bar-1' }, 'download', toOrder, () => {}, deps);
    await createPdf({ id: 'bar-1' }, 'mail', toOrder, () => {}, deps);
    expect(deps.calls.filter((call) => !call.startsWith('upload'))).toEqual([
      'download front,perspective to_order',
      'save bar.pdf',
      'mail front,perspective request-2 to_order',
    ]);
  });

  it('still makes the PDF when the pictures cannot be taken', async () => {
    const deps = fakeDeps();
    deps.capture = vi.fn(async () => {
      throw new Error('context lost');
    });
    await createPdf({ id: 'bar-1' }, 'download', ALL, () => {}, deps);
    expect(deps.upload).toHaveBeenCalledWith({});
    expect(deps.save).toHaveBeenCalled();
  });

  it('passes a refused download on to the dialog', async () => {
    const deps = fakeDeps();
    deps.download = vi.fn(async () => {
      throw httpError(403);
    });
    await expect(createPdf({ id: 'bar-1' }, 'download', ALL, () => {}, deps)).rejects.toThrow();
    expect(deps.save).not.toHaveBeenCalled();
  });
});
