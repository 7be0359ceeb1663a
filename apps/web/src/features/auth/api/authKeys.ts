// Query keys of the auth feature in one place.

export const authKeys = {
  captcha: ['captcha'] as const,
  hostBrand: ['host-brand'] as const,
  thirdLoginProviders: ['third-login-providers'] as const,
};
