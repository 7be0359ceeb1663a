import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { fakeApi } from '../../auth/testing/fakeApi';

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
    expect(screen.queryByText('二维码即将提供')).not.toBeInTheDocument();
  });

  it('keeps the placeholder for a platform the brand has no image for', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/control/brand': () => brand('/brand/android.png', '') }).fetchMock,
    );
    renderApp('/appDownload');
    expect(await screen.findByTestId('app-download-android-image')).toBeInTheDocument();
    const ios = screen.getByTestId('app-download-ios');
    expect(within(ios).queryByRole('img', { name: '二维码即将提供' })).toBeInTheDocument();
    expect(screen.queryByTestId('app-download-ios-image')).not.toBeInTheDocument();
  });
});
