// What `GET /api/tenant/users/self` and `/tenants/self` answer right after a sign-in; the flow
// tests of signing in (password, SMS, third party) pass only what differs for their user.

export function selfUser(overrides: Record<string, unknown>) {
  return {
    avatar: '',
    isManager: false,
    isPlatformAdmin: false,
    mobile: '138****8000',
    email: '',
    gender: '男',
    job: 'x',
    industry: 'x',
    organization_name: 'x',
    address: 'x',
    city: 'x',
    customization: '{}',
    ...overrides,
  };
}

export function selfTenant(overrides: Record<string, unknown>) {
  return {
    business_id: '1234567890',
    extension_code: 'MTIzNDU2Nzg5MA==',
    status: 'active',
    tenant_type: 0,
    info_model_id: null,
    is_platform: false,
    ...overrides,
  };
}
