import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { fakeApi } from '../../../test/fakeApi';

const brand = (android: string, ios: string) => ({
  body: { contact_name: '', phone: '', email: '', android_image: android, ios_image: ios, owner_only: false },
});

describe('app download page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the host brand's Android and iOS images", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/control/brand': () => brand('/brand/android.png', 'https://cdn.example.com/ios.png'),
      }).fetchMock,
    );
    renderApp('/appDownload');
    expect(await screen.findByTestId('app-download-android-image')).toHaveAttribute(
      'src',
      '/brand/android.png',
    );
    expect(screen.getByTestId('app-download-ios-image')).toHaveAttribute(
      'src',
      'https://cdn.example.com/ios.png',
    );
    expect(screen.queryByTestId('app-download-android-qr')).not.toBeInTheDocument();
  });

  it('draws the configured download address as a QR code for a platform the brand has no image for', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/control/brand': () => brand('/brand/android.png', ''),
        'GET /api/control/app-download': () => ({
          body: { android_url: 'https://apps.example.com/ies.apk', ios_url: 'https://apps.example.com/ios' },
        }),
      }).fetchMock,
    );
    renderApp('/appDownload');
    expect(await screen.findByTestId('app-download-android-image')).toBeInTheDocument();
    const qr = await screen.findByTestId('app-download-ios-qr');
    expect(qr).toHaveAttribute('data-value', 'https://apps.example.com/ios');
    // A real QR code: the drawn path has many dark modules.
    expect(qr.querySelector('path')?.getAttribute('d')?.split('z').length).toBeGreaterThan(100);
    expect(within(screen.getByTestId('app-download-ios')).getByRole('link')).toHaveAttribute(
      'href',
      'https://apps.example.com/ios',
    );
    expect(screen.queryByTestId('app-download-ios-image')).not.toBeInTheDocument();
  });
});
