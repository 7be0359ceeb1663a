// Generated from /api/docs/json by openapi-typescript (see openapi-client.test.ts). Do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Database and broker state */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/app-download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download addresses of the Android and iOS apps */
        get: operations["appDownload.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new graphic code (150×50 SVG, single use) */
        get: operations["captcha.image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/tenant-manager/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** checkTenantIsManager: whether a sign-in name belongs to a tenant manager */
        post: operations["auth.checkTenantManager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in: password and graphic code (type 1) or mobile and SMS code (type 2) */
        post: operations["auth.createSession"];
        /** Log out: ends the session of session_id (or of the bearer token) and of ujwt */
        delete: operations["auth.logout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/manager-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as a tenant manager by password (type 3) */
        post: operations["auth.createManagerSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/manager-sessions/ujwt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** addSessionsForTenantManager: a manager session opened from a live session */
        post: operations["auth.managerSessionFromUjwt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/sessions/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock an account locked after failed passwords, by the SMS code sent to its security phone */
        post: operations["auth.unlockAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgotten password: a reset code to the mobile (type 1) or e-mail (type 2), then a new password */
        post: operations["passwordReset.reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/remember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The remembered username, if any */
        get: operations["remember.read"];
        put?: never;
        /** Remember the username of the signed-in user on this browser (HttpOnly cookie) */
        post: operations["remember.save"];
        /** Forget the remembered username and revoke its token */
        delete: operations["remember.forget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/verification-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** getVerificationCodes: send an SMS (type 1) or e-mail (type 2) code */
        post: operations["verification.request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/uc-verification-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** getUCVerificationCodes: a code to the signed-in user's new mobile number (region cn | intl) or e-mail */
        post: operations["verification.requestForSelf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenant/verification-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A code for one of the tenant's users */
        post: operations["verification.requestForNewUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenant/{tenantId}/user/{userId}/verification-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An SMS code to a new mobile number of one of the tenant's users */
        post: operations["verification.requestForUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/users/self": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** getSelfUserInfo */
        get: operations["accounts.selfUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/self": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** getUsersSelfTenant */
        get: operations["accounts.selfTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/user-tenant-validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** checkUserTenantValidate: registration checks (for mobile, true means NOT registered) */
        get: operations["accounts.checkUnique"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a merchant (userType 1, pending approval) or an owner (userType 2, active at once) */
        post: operations["accounts.register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Merchants by status */
        get: operations["admin.listTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users of one tenant */
        get: operations["admin.listTenantUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages kept by the development outbox (no SMTP or SMS gateway configured) */
        get: operations["admin.listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** approve a merchant */
        post: operations["tenantAction.approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** reject a merchant */
        post: operations["tenantAction.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** disable a merchant */
        post: operations["tenantAction.disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** enable a merchant */
        post: operations["tenantAction.enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** disable a user account */
        post: operations["userAccountAction.disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** enable a user account */
        post: operations["userAccountAction.enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Branding of the host the page was loaded from */
        get: operations["brands.forHost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All host brands */
        get: operations["brands.list"];
        put?: never;
        /** Add a host brand */
        post: operations["brands.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a host brand */
        put: operations["brands.update"];
        post?: never;
        /** Remove a host brand */
        delete: operations["brands.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/third-login/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Configured third-party sign-in providers */
        get: operations["thirdParty.providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/third-login/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** getThirdLoginAuth: the provider authorization URL (with a one-time state) */
        get: operations["thirdParty.authUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/third-login/session/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** checkThirdLoginSession: bound → a session; not bound → a bind token */
        post: operations["thirdParty.check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/third-login/session/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bind the external account to the account of a mobile number proven by SMS code */
        post: operations["thirdParty.bind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/privileges/self": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** getPrivilegeSelf */
        get: operations["access.selfPrivileges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** getBatchRolesList */
        get: operations["access.listRoles"];
        put?: never;
        /** addSingleRole */
        post: operations["access.createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/common-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** getCommonRoles */
        get: operations["access.commonRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/roles/{role_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** updateSingleRole */
        put: operations["access.updateRole"];
        post?: never;
        /** deleteSingleRole */
        delete: operations["access.deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/{tenant_id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sub-users of the tenant (paged) */
        get: operations["access.listSubUsers"];
        put?: never;
        /** Create a sub-user */
        post: operations["access.createSubUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/{tenant_id}/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a sub-user */
        put: operations["access.updateSubUser"];
        post?: never;
        /** Delete a sub-user */
        delete: operations["access.deleteSubUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/{tenant_id}/users/{user_id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset a sub-user password (ends its sessions) */
        post: operations["access.resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/{tenant_id}/users/{user_id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Assign permission groups */
        put: operations["access.setRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/{tenant_id}/users/{user_id}/scope": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Direct station and device authority */
        put: operations["access.setScope"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/{tenant_id}/users/batch-authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Batch authorization (groups, stations, devices added) */
        post: operations["access.authorizeBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/{tenant_id}/users/{user_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get batch my messages */
        get: operations["messages.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/{tenant_id}/users/{user_id}/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Batch mark read (ids joined by commas) */
        put: operations["messages.markRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/{tenant_id}/users/{user_id}/messages/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark all read */
        put: operations["messages.markAllRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/{tenant_id}/users/{user_id}/mandatory-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mandatory prompts (reminder_mode 3, platform IES, unread) */
        get: operations["messages.mandatory"];
        /** Mark one mandatory prompt read */
        put: operations["messages.confirmMandatory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/tenants/{tenant_id}/customization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** getSingleCustomization (the tenant’s entries) */
        get: operations["customisation.tenantEntries"];
        /** updateSingleCustomization (tenant manager) */
        put: operations["customisation.updateTenant"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/users/self/customization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Single-user customisation (find_parent, find_tenant, match_key) */
        get: operations["customisation.forUser"];
        /** The caller’s own setting (singleStationConfig) */
        put: operations["customisation.updateOwnSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/storage-capacity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's tenant storage use against its quota (tenant manager) */
        get: operations["storageCapacity.ofCaller"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{id}/storage-quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a merchant's storage quota (null: the configured default) */
        put: operations["storageCapacity.setQuota"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/storage-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's tenant storage mode, full behaviour, retention and use */
        get: operations["storageCapacity.settings"];
        /** Set the caller's tenant storage mode, full behaviour and retention within the allowed */
        put: operations["storageCapacity.updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/storage/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every merchant's storage mode, use and quota */
        get: operations["storageCapacity.tenantList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{id}/storage-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a merchant's allowed storage modes, longest retention and quota */
        put: operations["storageCapacity.setPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one image (multipart field "file") */
        post: operations["uploads.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded image (station and order pictures only through the signed address their pages give) */
        get: operations["uploads.read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menus/tenant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's side menu (menu_json), filtered for the caller */
        get: operations["menus.sideMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menus/tenant/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant menu for MenuManage */
        get: operations["menus.tenantMenu"];
        put?: never;
        /** Add a tenant menu item */
        post: operations["menus.createTenantItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menus/tenant/items/{menu_field}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a tenant menu item and its children */
        delete: operations["menus.deleteTenantItem"];
        options?: never;
        head?: never;
        /** Edit, hide/show or reorder a tenant menu item */
        patch: operations["menus.updateTenantItem"];
        trace?: never;
    };
    "/api/admin/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public menus */
        get: operations["menus.publicMenu"];
        put?: never;
        /** Add a public menu item */
        post: operations["menus.createPublic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menus/{menu_field}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a public menu item and its children */
        delete: operations["menus.deletePublic"];
        options?: never;
        head?: never;
        /** Edit a public menu item */
        patch: operations["menus.updatePublic"];
        trace?: never;
    };
    "/api/system-logs/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operation log: every mutating call of the tenant (platform admin: all tenants) */
        get: operations["systemLog.operationPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system-logs/behaviours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Behaviour log: sign-ins, failures, locks, codes, registrations, reviews */
        get: operations["systemLog.behaviourPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system-logs/operations/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operation log as xlsx (same filters) */
        get: operations["systemLogExport.operations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system-logs/behaviours/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Behaviour log as xlsx (same filters) */
        get: operations["systemLogExport.behaviours"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own profile */
        get: operations["personal.profile"];
        /** Edit own profile (any subset; avatar is an /api/uploads URL) */
        put: operations["personal.updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change password (old password required); ends every other session */
        post: operations["personal.changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change mobile with the 'change' code sent to the new number */
        post: operations["personal.changeMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change e-mail with the 'change' code sent to the new address */
        post: operations["personal.changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Own sessions (current marked) */
        get: operations["personal.sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/sessions/others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out everywhere else */
        delete: operations["personal.endOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one own session */
        delete: operations["personal.endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's organisation tree */
        get: operations["organisations.tree"];
        put?: never;
        /** Add an organisation (top level, or under parent_id) */
        post: operations["organisations.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename (name) and/or move (parent_id; null: to the top level) */
        put: operations["organisations.update"];
        post?: never;
        /** Delete; refused (iot-org.10001) while it has sub-organisations or members */
        delete: operations["organisations.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of an organisation */
        get: operations["organisations.members"];
        put?: never;
        /** Bind users of the tenant as members (any foreign id: 404, nothing bound) */
        post: operations["organisations.addMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{id}/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unbind a member */
        delete: operations["organisations.removeMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Standard and custom device types, paged */
        get: operations["deviceType.list"];
        put?: never;
        /** Create a custom type */
        post: operations["deviceTypeCreate.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device type with its thing model */
        get: operations["deviceType.get"];
        /** Replace a custom type’s definition */
        put: operations["deviceType.update"];
        post?: never;
        /** Delete a custom type no device uses */
        delete: operations["deviceType.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-types/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The JSON preview and export of a type (importable) */
        get: operations["deviceType.export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-types/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a type from its exported JSON */
        post: operations["deviceTypeCreate.import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Info models by keyword (Industry_ES) */
        get: operations["infoModel.batch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info-models/{id}/function-blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Function blocks of an info model, paged at 50 */
        get: operations["infoModel.functionBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info-models/{id}/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operations of an info model's function blocks, paged at 50 */
        get: operations["infoModelItem.operations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info-models/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events of an info model's function blocks, paged at 50 */
        get: operations["infoModelItem.events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/info-models/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The status of an info model's function blocks, paged at 50 */
        get: operations["infoModelItem.status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Devices, paged, with filters and search */
        get: operations["device.list"];
        put?: never;
        /** Add a device (the key is shown once in the answer) */
        post: operations["device.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One device */
        get: operations["device.get"];
        put?: never;
        post?: never;
        /** Delete a device */
        delete: operations["device.delete"];
        options?: never;
        head?: never;
        /** Edit a device (only the fields sent change) */
        patch: operations["device.update"];
        trace?: never;
    };
    "/api/devices/{id}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Push advanced configuration to an online device (config/push); its ack appears in the device log */
        post: operations["device.pushConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The device's log: last 1000 entries (events, logs, status changes, rejected data) and rejection counts */
        get: operations["device.logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The device's latest value of every point and the time of the newest sample */
        get: operations["device.latest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or generate a new key; the device is disconnected */
        post: operations["device.changeKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/sub-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put up to 20 devices under this gateway */
        post: operations["device.addSubDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/sub-devices/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take up to 20 sub-devices out from under this gateway */
        post: operations["device.removeSubDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The devices the list filters reach (first 10,000) as xlsx */
        get: operations["deviceTransfer.export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import devices from xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) or JSON { devices: [...] }; all or nothing */
        post: operations["deviceTransfer.import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stations, favourites first, paged */
        get: operations["stations.list"];
        put?: never;
        /** Create a station */
        post: operations["stations.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A station */
        get: operations["stations.get"];
        /** Edit a station (absent fields stay) */
        put: operations["stations.update"];
        post?: never;
        /** Delete a station without devices or sub-systems */
        delete: operations["stations.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Collect (favourite) a station */
        put: operations["stations.collect"];
        post?: never;
        /** Uncollect a station */
        delete: operations["stations.uncollect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The station operation log */
        get: operations["stations.logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users the station is shared with */
        get: operations["stationSharing.shares"];
        put?: never;
        /** Share with a user of the tenant (or change the permission) */
        post: operations["stationSharing.share"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/shares/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop sharing with a user */
        delete: operations["stationSharing.unshare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/batch-authorization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Share many stations with many users */
        post: operations["stationSharing.batchAuthorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/subsystems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sub-systems with their devices */
        get: operations["stationSubsystems.subsystems"];
        put?: never;
        /** Add a sub-system */
        post: operations["stationSubsystems.createSubsystem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/subsystems/{subsystem_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a sub-system */
        put: operations["stationSubsystems.renameSubsystem"];
        post?: never;
        /** Remove a sub-system */
        delete: operations["stationSubsystems.deleteSubsystem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/subsystems/{subsystem_id}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the bound devices of a sub-system */
        put: operations["stationSubsystems.setSubsystemDevices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/master-slave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Master-slave settings */
        get: operations["stationSubsystems.masterSlave"];
        /** Set the slaves of a master station */
        put: operations["stationSubsystems.setMasterSlave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/bms-association": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which BMS belongs to which PCS */
        get: operations["stationSubsystems.bmsAssociation"];
        /** Set the BMS association */
        put: operations["stationSubsystems.setBmsAssociation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Video stream addresses */
        get: operations["stationSubsystems.video"];
        /** Set the video stream addresses */
        put: operations["stationSubsystems.setVideo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live power, energy, income, state and power curve */
        get: operations["stationFigures.overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/bms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Latest BMS data of the station */
        get: operations["stationFigures.bms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's home page figures */
        get: operations["stationFigures.home"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-group-mgmt/statistics/{tenant_id}/users/{user_id}/count-value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aggregate of a property's latest values over the caller's devices */
        get: operations["stationFigures.countValue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/bigscreen/{dimension_id}/IndustryES/running": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stations by running state (tenant or one station) */
        get: operations["stationFigures.bigscreenRunning"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/bigscreen/{dimension_id}/IndustryES/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Station, device, capacity and energy counts */
        get: operations["stationFigures.bigscreenCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/users/{user_id}/groups/{group_id}/bind-with-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Bind devices to a station with bind info */
        put: operations["stationBind.wrapper"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-group-mgmt/tenants/{tenant_id}/users/{user_id}/groups/{group_id}/bind-with-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Bind devices to a station with bind info */
        put: operations["stationBind.groupMgmt"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/users/{user_id}/groups/{group_id}/unbind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Unbind devices from a station */
        put: operations["stationBinding.unbind"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/users/{user_id}/groups/{group_id}/{things_id}/ext-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a bound device's extra info */
        put: operations["stationBinding.setExtInfo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/group/{group_id}/things": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bound devices, paged, filtered by extra info */
        get: operations["stationBinding.things"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/group/{group_id}/things-without-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All bound devices (filters optional) */
        get: operations["stationBinding.thingsWithoutPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/group/{group_id}/recalculation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recalculation tasks with status and progress */
        get: operations["stationRecalc.recalculations"];
        put?: never;
        /** Recompute the rollups of a range from raw data */
        post: operations["stationRecalc.recalculate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device's commands, newest first */
        get: operations["commands.list"];
        put?: never;
        /** Sends a command task (1–10 commands, 0–3600 s apart) to a device */
        post: operations["commands.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/commands/{commandId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A command with its audit trail of states */
        get: operations["commands.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/firmware": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's firmware packages (FirmwareList) */
        get: operations["firmware.list"];
        put?: never;
        /** Upload a firmware package (multipart: file, type_id, version, description) */
        post: operations["firmware.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/firmware/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a firmware package no unfinished task uses */
        delete: operations["firmware.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/firmware/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The package, for a device, by the signed short-lived address of its OTA offer (Range allowed) */
        get: operations["firmware.download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/firmware-tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upgrade tasks, newest first */
        get: operations["firmware.tasks"];
        put?: never;
        /** Create an upgrade task with its staged rollout */
        post: operations["firmware.createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/firmware-tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An upgrade task with the progress of each group and device (TaskDetails) */
        get: operations["firmware.task"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/firmware-tasks/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause a rollout: no device is offered the package until it resumes */
        post: operations["firmware.pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/firmware-tasks/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused rollout, optionally with another package of the type; failed devices of the groups started are offered again */
        post: operations["firmware.resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/firmware-tasks/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve the next group (a user other than the creator) */
        post: operations["firmware.approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/firmware-tasks/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a task: devices not yet finished end as failed (cancelled) */
        post: operations["firmware.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/lora": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A DTU/LoRa gateway's analysis: its newest channel scan (load rate, topology) and configuration */
        get: operations["lora.analysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/lora/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks the gateway for a channel scan (a lora_scan command) */
        post: operations["lora.scan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/lora/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sends a frequency configuration within B §5 (a lora_set_config command) */
        put: operations["lora.configure"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/file-recalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device's file recalls, newest first */
        get: operations["lora.recalls"];
        put?: never;
        /** Recalls a log or data file: a file_recall command, then the device uploads the file */
        post: operations["lora.recall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/file-recalls/{recall_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The recalled file, once fetched */
        get: operations["lora.download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file-recalls/{recall_id}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The device uploads the recalled file to the signed short-lived address of its command */
        put: operations["lora.upload"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 1–3 points over a range (raw up to 10,000 points, else rollup buckets) or the recent 100 records */
        get: operations["history.query"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/history/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes the samples of a range (at most 150,000; more than 1,000,000 refused) */
        post: operations["history.deleteRange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/history/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's download tasks of the device */
        get: operations["history.listDownloads"];
        put?: never;
        /** Starts a download task (xlsx, optionally zipped; at most 5 million records) */
        post: operations["history.createDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/history/downloads/{downloadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A download task and its progress */
        get: operations["history.getDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/history/downloads/{downloadId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a download task */
        post: operations["history.cancelDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/history/downloads/{downloadId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The finished file; fetching it finishes the task */
        get: operations["history.downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's dashboards */
        get: operations["dashboards.list"];
        put?: never;
        /** Create a dashboard (needs dashboard:create) */
        post: operations["dashboards.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dashboard with its kanbans and their layout */
        get: operations["dashboards.get"];
        /** Rename a dashboard (needs dashboard:update) */
        put: operations["dashboards.rename"];
        post?: never;
        /** Delete a dashboard and its kanbans (needs dashboard:delete) */
        delete: operations["dashboards.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/{id}/layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save moved and resized kanbans on the 24-column grid (needs dashboard:update) */
        put: operations["dashboards.saveLayout"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/{id}/kanbans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a kanban (needs dashboard:update); devices within the caller's station authority */
        post: operations["dashboards.addKanban"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/{id}/kanbans/{kanban_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a kanban (needs dashboard:update) */
        put: operations["dashboards.updateKanban"];
        post?: never;
        /** Remove a kanban (needs dashboard:update) */
        delete: operations["dashboards.removeKanban"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/{id}/kanbans/{kanban_id}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A kanban's records over its range, of the devices within the caller's authority; more than 10,000 is refused (iot-data.10005) */
        get: operations["dashboards.kanbanData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's data markets (named kanban templates) */
        get: operations["dashboards.markets"];
        put?: never;
        /** Save kanbans of a dashboard as a named template (needs dashboard:create) */
        post: operations["dashboards.createMarket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-markets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a data market (needs dashboard:delete) */
        delete: operations["dashboards.removeMarket"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/{id}/data-markets/{market_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a data market's kanbans to a dashboard, below its kanbans (needs dashboard:update) */
        post: operations["dashboards.applyMarket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-mgmt/tenants/{tenant_id}/users/{user_id}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A device's telemetry, events or logs by HTTP: validated, counted and stored as by MQTT, answered after commit */
        post: operations["dataCall.send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sim-pools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's SIM pools with their data amounts and warnings (never a secret key) */
        get: operations["simPool.list"];
        put?: never;
        /** Add a SIM pool; its secret key is stored encrypted and never answered */
        post: operations["simPool.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sim-pools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One SIM pool */
        get: operations["simPool.get"];
        /** Edit a SIM pool; a secret key left out keeps the saved one */
        put: operations["simPool.update"];
        post?: never;
        /** Delete a SIM pool and its cards */
        delete: operations["simPool.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sim-pools/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sync the pool's usage and cards from its provider now */
        post: operations["simPool.sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sim-pools/{id}/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pool's SIM cards with their devices, usage, expiry and warnings */
        get: operations["simPool.cards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sim-pools/{id}/cards/{card_id}/device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Link a SIM card to a device within the caller's authority (null unlinks it) */
        put: operations["simPool.linkCard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/single/zigbee/tenants/{tenantId}/industry/platform-binding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform bindings of stations the caller sees, with their last delivery */
        get: operations["platformDocking.list"];
        put?: never;
        /** Bind a station to a third-party platform: its data is pushed to the address */
        post: operations["platformDocking.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/single/zigbee/tenants/{tenantId}/industry/platform-binding/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a platform binding */
        put: operations["platformDocking.update"];
        post?: never;
        /** Delete a platform binding and its delivery log */
        delete: operations["platformDocking.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/single/zigbee/tenants/{tenantId}/industry/platform-binding/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The binding's delivery log, newest first */
        get: operations["platformDocking.deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/single/zigbee/tenants/{tenantId}/industry/platform-binding/{id}/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Push the station's latest data now (a delivery on the job runtime, retried with back-off) */
        post: operations["platformDocking.push"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-group-mgmt/tenant/{tenant_id}/group-price-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Price templates of the tenant, paged, optionally by name */
        get: operations["prices.list"];
        put?: never;
        /** Create a price template (name, remark, config) */
        post: operations["prices.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-group-mgmt/tenant/{tenant_id}/group-price-template/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One price template */
        get: operations["prices.get"];
        /** Replace a price template (body as for POST) */
        put: operations["prices.update"];
        post?: never;
        /** Delete a price template; refused (iot-price.10001) while a station uses it */
        delete: operations["prices.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/tariffs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A station's tariff versions, newest first, with the one in force today */
        get: operations["prices.tariffs"];
        put?: never;
        /** Use a price template from a local date on (a version on the same date is replaced) */
        post: operations["prices.setTariff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/tariffs/{tariff_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a tariff version */
        delete: operations["prices.removeTariff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/strategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Strategies of the tenant, the default first */
        get: operations["strategies.list"];
        put?: never;
        /** Create a strategy (at most 20; the default cannot be added) */
        post: operations["strategies.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/strategies/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ranges generated from a price template (charge in valleys, discharge in peaks); not stored */
        post: operations["strategies.generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/strategies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One strategy */
        get: operations["strategies.get"];
        /** Replace a strategy (the default too) */
        put: operations["strategies.update"];
        post?: never;
        /** Delete; refused while a station uses it (iot-strategy.10001) and for the default */
        delete: operations["strategies.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/strategies/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply a strategy to many stations (1–100) and push it to each; a result per station (a station out of reach: its refusal code, untouched) */
        post: operations["strategies.applyToStations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/strategies/{id}/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stations (in reach) that run a strategy, with the state of its push to each */
        get: operations["strategies.stationsOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/strategy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The strategy a station runs, the state of its push (pending, applied, failed with a reason) and its history */
        get: operations["strategies.ofStation"];
        /** Choose the strategy a station runs; it is pushed to the station's EMS and PCS (state pending until they acknowledge) */
        put: operations["strategies.assign"];
        post?: never;
        /** Clear the strategy of a station */
        delete: operations["strategies.unassign"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A station-local day's revenue by price band (stored daily figures) */
        get: operations["revenue.day"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home/curves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Energy and income of every station the caller sees, by day, month or year, from the stored days (the home page's curves) */
        get: operations["revenue.homeCurves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/demand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A station-local month's peak 15-minute import with and without the battery, and the demand-charge saving */
        get: operations["revenue.demand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/backtest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A candidate strategy run on the station's battery against its recorded load and PV of past days, beside the recorded revenue */
        post: operations["backtest.run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/analysis/lagging-cells": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A BMS's cells ranked by their deviation from the pack mean at the ends of charge and discharge */
        get: operations["analysis.laggingCells"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/analysis/battery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily SOC, SOH, equivalent full cycles and cell spreads of a BMS */
        get: operations["analysis.battery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{id}/analysis/meters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each meter's reading at the start and end of each local day, month or year and the difference */
        get: operations["analysis.meters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/enhance-statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A device property aggregated over local calendar buckets, with an optional base period */
        post: operations["statistics.enhanceStatistics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Custom reports the caller owns or that are shared with it, paged, optionally by name */
        get: operations["customReports.list"];
        put?: never;
        /** Create a custom report (B §3 fields) */
        post: operations["customReports.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-reports/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data points, stations and sub-users a custom report can use */
        get: operations["customReports.options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One custom report */
        get: operations["customReports.get"];
        /** Replace a custom report; refused for a report shared with the caller */
        put: operations["customReports.update"];
        post?: never;
        /** Delete a custom report; refused for a report shared with the caller */
        delete: operations["customReports.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-reports/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Run a custom report over a period, within the caller's own station authority */
        get: operations["customReports.run"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/energy-reports/{report}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A built-in energy report (electricity, revenue, consumption or period analysis) per station and local bucket, with an optional base period */
        post: operations["energyReport.report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A report or analysis table as xlsx or PDF, with the screen's figures in the caller's language (small results; larger ones: a download task) */
        post: operations["export.exportFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's download tasks, newest first */
        get: operations["export.listTasks"];
        put?: never;
        /** Start a download task: the file is made in the background (B §4 states) and kept 7 days */
        post: operations["export.createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One download task and its progress */
        get: operations["export.getTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/tasks/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a download task that has not ended */
        post: operations["export.cancelTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/tasks/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A download task's file; fetching it finishes the task */
        get: operations["export.taskFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's scheduled report deliveries by e-mail */
        get: operations["export.listDeliveries"];
        put?: never;
        /** Schedule a report by e-mail: daily, weekly or monthly in a station’s time zone */
        post: operations["export.createDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a scheduled delivery */
        put: operations["export.updateDelivery"];
        post?: never;
        /** Delete a scheduled delivery */
        delete: operations["export.removeDelivery"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/repair-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Repair orders of the stations the caller reaches, newest first, with counts per status */
        get: operations["repairs.list"];
        put?: never;
        /** Raises a repair order for a station the caller reaches (RepairAdd) */
        post: operations["repairs.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/repair-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A repair order with its timeline (RepairRecord) */
        get: operations["repairs.record"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/repair-orders/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repair-order move "approve" (docs/work-orders.md) */
        post: operations["repairMove.approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/repair-orders/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repair-order move "reject" (docs/work-orders.md) */
        post: operations["repairMove.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/repair-orders/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repair-order move "complete" (docs/work-orders.md) */
        post: operations["repairMove.complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/repair-orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repair-order move "cancel" (docs/work-orders.md) */
        post: operations["repairMove.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-order-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's work-order templates */
        get: operations["workOrders.templates"];
        put?: never;
        /** Adds a work-order template (per type, with a checklist) */
        post: operations["workOrders.createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work orders the caller may see, newest first, with counts per status */
        get: operations["workOrders.list"];
        put?: never;
        /** Creates a work order; the caller is its sponsor (WorkAdd) */
        post: operations["workOrders.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work order with its timeline */
        get: operations["workOrders.record"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/work-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform administrator's queue: cloud-platform work orders of every tenant */
        get: operations["workOrders.adminQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Work-order move "accept" (docs/work-orders.md) */
        post: operations["workOrderMove.accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Work-order move "reject" (docs/work-orders.md) */
        post: operations["workOrderMove.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Work-order move "submit" (docs/work-orders.md) */
        post: operations["workOrderMove.submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders/{id}/pass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Work-order move "pass" (docs/work-orders.md) */
        post: operations["workOrderMove.pass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders/{id}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Work-order move "fail" (docs/work-orders.md) */
        post: operations["workOrderMove.fail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders/{id}/rework": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Work-order move "rework" (docs/work-orders.md) */
        post: operations["workOrderMove.rework"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Work-order move "withdraw" (docs/work-orders.md) */
        post: operations["workOrderMove.withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-order-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Maintenance plans of the stations the caller reaches */
        get: operations["workOrderPlans.list"];
        put?: never;
        /** Adds a recurring station inspection (opens a work order every period) */
        post: operations["workOrderPlans.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-order-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a maintenance plan (its orders stay) */
        delete: operations["workOrderPlans.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per month: time to receive, time to repair (MTTR), orders past their planned end */
        get: operations["workOrderPlans.figures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/work-orders/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform administrator's figures: per tenant and month, as /work-orders/figures */
        get: operations["workOrderPlans.tenantFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work-orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work-order list as xlsx (same filters) */
        get: operations["workOrderPlans.export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alert-mgmt/tenants/{tenant_id}/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's alarm channels, minimum level and quiet hours */
        get: operations["alarmSettings.get"];
        /** Replaces the caller's alarm channels, minimum level and quiet hours */
        put: operations["alarmSettings.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alert-mgmt/tenants/{tenant_id}/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alarm rules the caller sees, newest first */
        get: operations["alarmRules.list"];
        put?: never;
        /** Creates an alarm rule */
        post: operations["alarmRules.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alert-mgmt/tenants/{tenant_id}/rules/{rule_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One alarm rule */
        get: operations["alarmRules.get"];
        /** Replaces the fields of an alarm rule */
        put: operations["alarmRules.update"];
        post?: never;
        /** Deletes a disabled alarm rule (iot-alert.10001 while enabled) */
        delete: operations["alarmRules.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alert-mgmt/tenants/{tenant_id}/rules/{rule_id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Shares the rule with sub-users of the tenant (replaces the list) */
        put: operations["alarmRules.share"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alert-mgmt/tenants/{tenant_id}/rules/{rule_id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enables an alarm rule */
        put: operations["alarmRuleStatus.enable"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alert-mgmt/tenants/{tenant_id}/rules/{rule_id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Disables an alarm rule */
        put: operations["alarmRuleStatus.disable"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/user/{user_id}/alert-event-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alarm events of the stations the caller may see, newest first */
        get: operations["alarmEvents.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/user/{user_id}/alert-event-data/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Handles unhandled events in a batch (handler 1–12, handle method 1–124 characters) */
        put: operations["alarmEvents.handle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/user/{user_id}/alert-event-data/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Acknowledges events in a batch */
        put: operations["alarmEvents.acknowledge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/user/{user_id}/alert-event-data/batch-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes ended events in a batch; active ones (and unknown ids) are kept, each with its reason */
        post: operations["alarmEvents.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/out-wrapper/group/tenants/{tenant_id}/user/{user_id}/alert-event-data/{event_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log of one event: each notice by channel, recipient (masked), state and attempts */
        get: operations["alarmEvents.deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alert-data-mgmt/tenants/{tenant_id}/statistics/count-event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Event counts by level, status, station and day */
        get: operations["alarmEvents.count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{station_id}/timed-strategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A station's timed strategies */
        get: operations["timedStrategies.list"];
        put?: never;
        /** Create a timed strategy (times in the station zone) */
        post: operations["timedStrategies.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{station_id}/timed-strategies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One timed strategy */
        get: operations["timedStrategies.get"];
        /** Edit a timed strategy */
        put: operations["timedStrategies.update"];
        post?: never;
        /** Delete a deactivated timed strategy (B §8) with its log */
        delete: operations["timedStrategies.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{station_id}/timed-strategies/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enable or deactivate a timed strategy */
        put: operations["timedStrategies.setEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stations/{station_id}/timed-strategy-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The run log of a station's timed strategies, newest first */
        get: operations["timedStrategies.logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batch-operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's batch operations with their summaries, newest first */
        get: operations["batchOperations.list"];
        put?: never;
        /** Send one command or configuration push to the selected devices; offline ones are refused */
        post: operations["batchOperations.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batch-operations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One batch operation with the result of each device */
        get: operations["batchOperations.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batch-operations/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The results of a batch operation as a CSV or Excel file */
        get: operations["batchOperations.export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bigscreens/general": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** General monitoring screen: every station within the caller’s authority */
        get: operations["bigscreens.general"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bigscreens/stations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Single-station and micro-grid screen of one station */
        get: operations["bigscreens.station"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bigscreens/stations/{id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A station’s single-station screen settings (blocks shown, logo, title) */
        get: operations["bigscreens.settings"];
        /** Change a station’s single-station screen settings */
        put: operations["bigscreens.saveSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The background jobs: schedule, last run, its length and the last error */
        get: operations["jobs.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/handoff-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-time ticket (30 s) for opening the energy front end or a big screen */
        post: operations["handoff.createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/control/handoff-tickets/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a hand-off ticket for a session of its own (once) */
        post: operations["handoff.exchangeTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccessScopeInput: {
            /** @default false */
            all_stations: boolean;
            /** @default [] */
            station_ids: string[];
            /** @default false */
            all_devices: boolean;
            /** @default [] */
            device_ids: string[];
        };
        AlarmEscalationInput: {
            after_minutes: number;
            actions: ({
                /** @constant */
                type: "email";
                email: string;
                template?: string;
            } | {
                /** @constant */
                type: "sms";
                mobile: string;
                template?: string;
            } | {
                /** @constant */
                type: "app_push";
                template?: string;
            } | {
                /** @constant */
                type: "webhook";
                url: string;
                /** @default  */
                secret: string;
                template?: string;
            } | {
                /** @constant */
                type: "wecom";
                url: string;
                template?: string;
            } | {
                /** @constant */
                type: "dingtalk";
                url: string;
                template?: string;
            } | {
                operation: string;
                /** @default {} */
                params: {
                    [key: string]: unknown;
                };
                /** @constant */
                type: "command";
                device_id?: string;
            } | {
                /** @constant */
                type: "work_order";
                /** Format: uuid */
                template_id: string;
                /** Format: uuid */
                handler_id: string;
                /** Format: uuid */
                verifier_id: string;
            })[];
        };
        AlarmEventHandleInput: {
            ids: string[];
            handler: string;
            handle_method: string;
        };
        AlarmEventIdsInput: {
            ids: string[];
        };
        AlarmNotificationSettingsInput: {
            channels: ("app_push" | "email" | "sms")[];
            min_level: number;
            quiet_hours: {
                start: string;
                end: string;
            } | null;
            critical_in_quiet_hours: boolean;
            /**
             * @default zh
             * @enum {string}
             */
            language: "zh" | "en";
        };
        AlarmRuleCreateInput: {
            name: string;
            /** @enum {string} */
            data_type: "device_data" | "device_log" | "device_state";
            level: number;
            /**
             * @default disabled
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /**
             * @default default
             * @enum {string}
             */
            alert_description_type: "default" | "custom";
            /** @default  */
            custom_alert_description: string;
            /** @default true */
            enable_recovery: boolean;
            /** @default null */
            time_condition: components["schemas"]["TimeConditionInput"] | null;
            trigger_condition: components["schemas"]["TriggerConditionInput"];
            trigger_filter: components["schemas"]["TriggerFilterInput"];
            /** @default false */
            to_public: boolean;
            /** @default true */
            simple_mode: boolean;
            /** @default [] */
            actions: ({
                /** @constant */
                type: "email";
                email: string;
                template?: string;
            } | {
                /** @constant */
                type: "sms";
                mobile: string;
                template?: string;
            } | {
                /** @constant */
                type: "app_push";
                template?: string;
            } | {
                /** @constant */
                type: "webhook";
                url: string;
                /** @default  */
                secret: string;
                template?: string;
            } | {
                /** @constant */
                type: "wecom";
                url: string;
                template?: string;
            } | {
                /** @constant */
                type: "dingtalk";
                url: string;
                template?: string;
            } | {
                operation: string;
                /** @default {} */
                params: {
                    [key: string]: unknown;
                };
                /** @constant */
                type: "command";
                device_id?: string;
            } | {
                /** @constant */
                type: "work_order";
                /** Format: uuid */
                template_id: string;
                /** Format: uuid */
                handler_id: string;
                /** Format: uuid */
                verifier_id: string;
            })[];
            /** @default null */
            notification_interval: components["schemas"]["NotificationIntervalInput"] | null;
            /** @default null */
            escalation: components["schemas"]["AlarmEscalationInput"] | null;
            i18n?: {
                name?: {
                    zh?: string;
                    en?: string;
                };
                custom_alert_description?: {
                    zh?: string;
                    en?: string;
                };
            };
        };
        AlarmRuleShareInput: {
            user_ids: string[];
        };
        AnalysisQueryInput: {
            from: string;
            to: string;
            device_id?: string;
        };
        ApplicationAddressInput: {
            hmi_id: string;
            web_id: string;
            page_id: string;
        };
        BacktestBatteryInput: {
            capacity_kwh?: number;
            max_charge_kw?: number;
            max_discharge_kw?: number;
            round_trip_efficiency?: number;
            soc_min?: number;
            soc_max?: number;
            initial_soc?: number;
        };
        BasePathMappingInput: {
            path: string;
            host: string;
        };
        BatchAuthorizationInput: {
            user_ids: string[];
            /** @default [] */
            role_ids: string[];
            /** @default [] */
            station_ids: string[];
            /** @default [] */
            device_ids: string[];
        };
        BatchTargetInput: {
            /** @default [] */
            station_ids: string[];
            /** @default [] */
            type_ids: string[];
            /** @default [] */
            device_ids: string[];
            /** @default  */
            keyword: string;
        };
        BindWithInfoInput: {
            things_ids: string[];
            third_things_ids?: string[];
            device_type?: string;
            equipped_capacitor?: number;
            equipped_power?: number;
            name?: string;
            info_model_id?: string;
            extra_info?: {
                [key: string]: string;
            };
        };
        BmsAssociationInput: {
            associations: {
                bms_device_id: string;
                pcs_device_id: string;
            }[];
        };
        ChecklistAnswerInput: {
            item: string;
            done: boolean;
            /** @default  */
            note: string;
            i18n?: {
                note?: {
                    zh?: string;
                    en?: string;
                };
            };
        };
        ChecklistItemTextsInput: {
            item?: {
                zh?: string;
                en?: string;
            };
        };
        CommandTaskBodyInput: {
            commands: {
                operation: string;
                /** @default {} */
                params: {
                    [key: string]: unknown;
                };
            }[];
            /** @default 0 */
            interval_seconds: number;
            /** @default 600 */
            ttl_seconds: number;
        };
        CustomReportRunQueryInput: {
            /** Format: date-time */
            start_time: string;
            /** Format: date-time */
            end_time: string;
            /** Format: date-time */
            base_start_time?: string;
            /** Format: date-time */
            base_end_time?: string;
        };
        CustomizationUpdateInput: {
            list: {
                /** @enum {string} */
                key: "systemName" | "systemNameI18n" | "systemLogo" | "systemWebBottomCompany" | "systemWebBottomPhone" | "systemWebBottomEmail" | "systemFnAssociation" | "iesScreenSystemLogo" | "homeCurrency";
                value: string;
            }[];
        };
        DataCallBodyInput: {
            third_things_id: string;
            info_model_id?: string;
            /** @enum {string} */
            event_type?: "telemetry" | "events" | "logs";
            data_list: {
                [key: string]: unknown;
            }[];
        };
        DeviceConfigPushInput: {
            config: {
                [key: string]: unknown;
            };
        };
        DeviceCreateInput: {
            id: string;
            key?: string;
            name: string;
            description?: string;
            /** Format: uuid */
            type_id: string;
            longitude?: number | null;
            latitude?: number | null;
            gateway_id?: string | null;
            firmware_version?: string;
            hardware_version?: string;
            serial_number?: string;
            ems_type?: string;
            /** @enum {string} */
            control_mode?: "cloud" | "local";
            tz_offset_minutes?: number;
        };
        DeviceKeyChangeInput: {
            key?: string;
        };
        DeviceTypeCreateInput: {
            name: string;
            /** @default  */
            nickname: string;
            /** @default  */
            remark: string;
            /**
             * @default direct
             * @enum {string}
             */
            template_type: "direct" | "gateway" | "sub_device";
            /** @default 0 */
            timeout_seconds: number;
            /** @default false */
            offline_command: boolean;
            /** @default 60 */
            join_interval_seconds: number;
            /** @default 30 */
            confirm_interval_seconds: number;
            /** @default false */
            differential_upgrade: boolean;
            /** @default [] */
            topics: string[];
            /** @default [] */
            points: components["schemas"]["ThingPropertyInput"][];
            /** @default [] */
            operations: components["schemas"]["ThingOperationInput"][];
            /** @default [] */
            events: components["schemas"]["ThingEventInput"][];
            /** @default [] */
            init_params: components["schemas"]["InitParamInput"][];
            /** @default [] */
            status_templates: components["schemas"]["StatusTemplateInput"][];
            /** @default [] */
            log_attributes: components["schemas"]["LogAttributeInput"][];
        };
        DeviceUpdateInput: {
            name?: string;
            description?: string;
            /** Format: uuid */
            type_id?: string;
            longitude?: number | null;
            latitude?: number | null;
            gateway_id?: string | null;
            firmware_version?: string;
            hardware_version?: string;
            serial_number?: string;
            ems_type?: string;
            /** @enum {string} */
            control_mode?: "cloud" | "local";
            tz_offset_minutes?: number;
        };
        EmailChangeInput: {
            email: string;
            code: string;
        };
        EnergyReportQueryInput: {
            /** @default [] */
            station_ids: string[];
            start: string;
            end: string;
            /**
             * @default day
             * @enum {string}
             */
            bucket: "hour" | "day" | "week" | "month" | "year";
            base_start?: string;
            base_end?: string;
            /**
             * @default charge_discharge
             * @enum {string}
             */
            mode: "charge_discharge" | "band";
            /**
             * @default kg
             * @enum {string}
             */
            unit: "kg" | "ton";
        };
        ExportRequestInput: {
            /** @enum {string} */
            format: "xlsx" | "pdf";
            source: {
                /** @constant */
                kind: "energy_report";
                /** @enum {string} */
                report: "electricity" | "revenue" | "consumption" | "period";
                query: components["schemas"]["EnergyReportQueryInput"];
            } | {
                /** @constant */
                kind: "custom_report";
                /** Format: uuid */
                report_id: string;
                query: components["schemas"]["CustomReportRunQueryInput"];
            } | {
                /** @constant */
                kind: "lagging_cells";
                /** Format: uuid */
                station_id: string;
                query: components["schemas"]["AnalysisQueryInput"];
            } | {
                /** @constant */
                kind: "battery";
                /** Format: uuid */
                station_id: string;
                query: components["schemas"]["AnalysisQueryInput"];
            } | {
                /** @constant */
                kind: "meters";
                /** Format: uuid */
                station_id: string;
                query: components["schemas"]["MeterStatisticsQueryInput"];
            };
        };
        ExtInfoInput: {
            extra_info: {
                [key: string]: string;
            };
        };
        FirmwareResumeInput: {
            /** Format: uuid */
            firmware_id?: string;
        };
        FirmwareTaskCreateInput: {
            /** Format: uuid */
            firmware_id: string;
            target: {
                /** @constant */
                kind: "type";
            } | {
                /** @constant */
                kind: "devices";
                device_ids: string[];
            } | {
                /** @constant */
                kind: "stations";
                station_ids: string[];
            };
            upgrade_now: boolean;
            upgrade_at?: string | null;
            plan: components["schemas"]["RolloutPlanInput"];
        };
        HandoffExchangeInput: {
            ticket: string;
        };
        HistoryDeleteInput: {
            from: number;
            to: number;
        };
        HistoryDownloadCreateInput: {
            /** @default [] */
            points: string[];
            from: number;
            to: number;
            /** @default false */
            zip: boolean;
        };
        InitParamInput: {
            name: string;
            zh?: string;
            /** @enum {string} */
            type: "int" | "float" | "string" | "object" | "array";
            value: string | number | boolean;
        };
        KanbanLayoutInput: {
            x: number;
            y: number;
            w: number;
            h: number;
        };
        LogAttributeInput: {
            key: string;
            zh: string;
            en?: string;
        };
        LogConditionInput: {
            /** @constant */
            kind: "log";
            attribute: string;
            value: string;
        };
        LoginFormInput: {
            username: string;
            password: string;
            /** @enum {number} */
            type: 1 | 3;
            svg_code_uuid: string;
            svg_code: string;
        };
        LoraConfigInput: {
            power_dbm: number;
            start_frequency_mhz: number;
            tx_delay_ms: number;
            beacon_window_ms: number;
            slot_width_ms: number;
            scan_interval_s: number;
            refresh_interval_s: number;
            network_id: string;
            network_key: string;
        };
        MaintenancePlanCreateInput: {
            name: string;
            i18n?: {
                name?: {
                    zh?: string;
                    en?: string;
                };
            };
            /** Format: uuid */
            station_id: string;
            /** Format: uuid */
            template_id: string;
            /** Format: uuid */
            handler_id: string;
            /** Format: uuid */
            verifier_id: string;
            every: number;
            /** @enum {string} */
            unit: "day" | "week" | "month";
            /** Format: date-time */
            first_due: string;
            /** @default 24 */
            window_hours: number;
        };
        MandatoryMessageReadInput: {
            /** @constant */
            read_status: 1;
            user_message_id: string;
        };
        MasterSlaveInput: {
            slave_station_ids: string[];
        };
        MenuItemCreateInput: {
            menu_field: string;
            /** @enum {string} */
            menu_type: "1" | "2" | "100";
            menu_name: components["schemas"]["MenuNameInput"];
            /** @enum {string} */
            link_type: "code" | "application" | "interface";
            link_address: string | components["schemas"]["ApplicationAddressInput"];
            /** @default  */
            icon: string;
            /** @default true */
            show: boolean;
            group: string;
            /** @default 0 */
            order: number;
        };
        MenuItemUpdateInput: {
            menu_name?: components["schemas"]["MenuNameInput"];
            /** @enum {string} */
            link_type?: "code" | "application" | "interface";
            link_address?: string | components["schemas"]["ApplicationAddressInput"];
            icon?: string;
            show?: boolean;
            group?: string;
            order?: number;
        };
        MenuNameInput: {
            zh_CN: string;
            en_US: string;
        };
        MeterStatisticsQueryInput: {
            from: string;
            to: string;
            device_id?: string;
            /**
             * @default month
             * @enum {string}
             */
            bucket: "day" | "month" | "year";
        };
        MobileChangeInput: {
            mobile: string;
            code: string;
        };
        MoveNoteTextsInput: {
            note?: {
                zh?: string;
                en?: string;
            };
        };
        NotificationIntervalInput: {
            /** @enum {string} */
            unit: "minute" | "hour";
            value: number;
        };
        OfflineConditionInput: {
            /** @constant */
            kind: "offline";
            seconds: number;
        };
        OperationParamInput: {
            name: string;
            zh?: string;
            /** @enum {string} */
            type: "int" | "float" | "string" | "object" | "array";
            /** @default false */
            required: boolean;
            enum?: (string | number)[];
            min?: number;
            max?: number;
            unit?: string;
            hex?: boolean;
        };
        OrderMoveInput: {
            /** @default  */
            note: string;
            i18n?: components["schemas"]["MoveNoteTextsInput"];
            /** @default [] */
            picture_ids: string[];
        };
        OrganisationCreateInput: {
            name: string;
            parent_id?: string | null;
        };
        OrganisationMembersAddInput: {
            user_ids: string[];
        };
        OrganisationUpdateInput: {
            name?: string;
            parent_id?: string | null;
        };
        PasswordChangeInput: {
            old_password: string;
            password: string;
            confirmPassword: string;
        };
        PersonalProfileUpdateInput: {
            nick_name?: string;
            /** @enum {string} */
            gender?: "男" | "女";
            organization_name?: string;
            industry?: string;
            department?: string;
            job?: string;
            address?: string;
            description?: string;
            avatar?: string;
        };
        PointConditionInput: {
            /** @constant */
            kind: "point";
            point: string;
            minus_point?: string;
            /** @enum {string} */
            comparison: ">" | "<" | "=" | ">=" | "<=" | "!=";
            threshold: number;
        };
        PriceConfigInput: {
            charge_price: number;
            discharge_price: number;
            grid_connection_price: number;
            /** @default null */
            demand_charge_per_kw: number | null;
            periods: components["schemas"]["PricePeriodInput"][];
            /** @default [] */
            weekday_plans: components["schemas"]["WeekdayPlanInput"][];
            /** @default [] */
            special_periods: components["schemas"]["SpecialPeriodInput"][];
        };
        PricePeriodInput: {
            /** @enum {string} */
            property: "sharp" | "peak" | "flat" | "valley" | "deep_valley";
            start: string;
            end: string;
            price: number;
        };
        RememberRequestInput: {
            username: string;
        };
        RepairOrderCreateInput: {
            /** Format: uuid */
            station_id: string;
            /** @default null */
            device_id: string | null;
            description: string;
            contact: string;
            phone: string;
            address: string;
            i18n?: {
                description?: {
                    zh?: string;
                    en?: string;
                };
                contact?: {
                    zh?: string;
                    en?: string;
                };
                address?: {
                    zh?: string;
                    en?: string;
                };
            };
            /** @default [] */
            picture_ids: string[];
        };
        RoleRequestInput: {
            name: string;
            description: string;
            apis: string[];
            /** @default [] */
            stations: string[];
            /** @default [] */
            devices: string[];
            /** @default [] */
            menus: string[];
        };
        RolloutPlanInput: {
            canary_percent: number;
            group_percents: number[];
            success_threshold: number;
            approval_required: boolean;
            error_threshold: number;
            error_min_finished: number;
            pacing_per_minute: number;
            window: {
                start: string;
                end: string;
            } | null;
            timeout_seconds: number;
            retries: number;
        };
        SimCardLinkInput: {
            device_id: string | null;
        };
        SimPoolUpdateInput: {
            pool_id: string;
            app_id: string;
            secret_key?: string;
            provider_url: string;
        };
        SmsLoginFormInput: {
            mobile: string;
            code: string;
            /** @constant */
            type: 2;
        };
        SpecialPeriodInput: {
            name: string;
            start_date: string;
            end_date: string;
            periods: components["schemas"]["PricePeriodInput"][];
            /** @default [] */
            weekday_plans: components["schemas"]["WeekdayPlanInput"][];
        };
        StateConditionInput: {
            /** @constant */
            kind: "state";
            /** @enum {string} */
            state: "online_normal" | "online_faulty" | "offline" | "unset" | "alarm" | "debugging";
        };
        StationBatchAuthorizeInput: {
            station_ids: string[];
            user_ids: string[];
            /** @enum {string} */
            permission: "view" | "edit" | "distribute";
        };
        StationCreateInput: {
            name: string;
            /** @enum {string} */
            type: "household_storage" | "industry_storage" | "household_micro_inverter" | "storage_system";
            /**
             * @default single
             * @enum {string}
             */
            architecture: "single" | "master_slave";
            address: string;
            contact: string;
            /** @default  */
            contact_phone: string;
            /** @default  */
            owner_name: string;
            installed_capacity_kwh: number;
            installed_power_kw: number;
            price_per_kwh: number;
            /** @default null */
            kwh_income: number | null;
            /** @enum {string} */
            currency: "CNY" | "USD" | "GBP" | "AUD";
            /** @default null */
            subsidy_income: number | null;
            /** @default null */
            total_cost: number | null;
            /** @default null */
            longitude: number | null;
            /** @default null */
            latitude: number | null;
            /** @default null */
            tilt: number | null;
            /** @default null */
            grid_connected_at: string | null;
            /** @default 8 */
            tz_offset_hours: number;
            /** @default null */
            time_zone: string | null;
            /** @default null */
            emission_factor_kg_per_kwh: number | null;
            /** @default [] */
            picture_ids: string[];
            /** @default  */
            comments: string;
            /** @default false */
            debug: boolean;
        };
        StationUpdateInput: {
            name?: string;
            /** @enum {string} */
            type?: "household_storage" | "industry_storage" | "household_micro_inverter" | "storage_system";
            /** @enum {string} */
            architecture?: "single" | "master_slave";
            address?: string;
            contact?: string;
            contact_phone?: string;
            owner_name?: string;
            installed_capacity_kwh?: number;
            installed_power_kw?: number;
            price_per_kwh?: number;
            kwh_income?: number | null;
            /** @enum {string} */
            currency?: "CNY" | "USD" | "GBP" | "AUD";
            subsidy_income?: number | null;
            total_cost?: number | null;
            longitude?: number | null;
            latitude?: number | null;
            tilt?: number | null;
            grid_connected_at?: string | null;
            tz_offset_hours?: number;
            time_zone?: string | null;
            emission_factor_kg_per_kwh?: number | null;
            picture_ids?: string[];
            comments?: string;
            debug?: boolean;
        };
        StatusTemplateInput: {
            value: number;
            zh: string;
            en?: string;
        };
        StoragePolicyInput: {
            allowed_modes: ("general" | "user_exclusive" | "device_fast_delete")[];
            retention_max_days: number;
            quota_bytes: number | null;
        };
        StorageSettingsUpdateInput: {
            /** @enum {string} */
            mode: "general" | "user_exclusive" | "device_fast_delete";
            /** @enum {string} */
            on_full: "refuse" | "loop_delete";
            retention_days: number;
        };
        StrategyBatchApplyInput: {
            station_ids: string[];
        };
        StrategyGenerateInput: {
            /** Format: uuid */
            template_id: string;
            charge_power_kw: number;
            discharge_power_kw: number;
            grid_import_threshold_kw: number;
            /** @default 10 */
            soc_min: number;
            /** @default 90 */
            soc_max: number;
        };
        StrategyRangeInput: {
            start: string;
            end: string;
            /** @enum {string} */
            mode: "standby" | "peak_shaving" | "demand_control" | "anti_reflux" | "demand_response";
            charge_power_kw: number;
            discharge_power_kw: number;
            soc_min: number;
            soc_max: number;
            grid_import_threshold_kw?: number | null;
            demand_target_kw?: number | null;
            max_export_kw?: number | null;
            response_start?: string | null;
            response_end?: string | null;
            response_target_kw?: number | null;
        };
        SubDevicesChangeInput: {
            device_ids: string[];
        };
        SubUserCreateInput: {
            username: string;
            password: string;
            mobile: string;
            email: string;
            parent_user_id: string;
            nick_name?: string;
            /** @default [] */
            role_ids: string[];
        };
        SubUserRolesInput: {
            role_ids: string[];
        };
        SubUserUpdateInput: {
            mobile: string;
            email: string;
            nick_name?: string;
        };
        SubsystemDevicesInput: {
            things_ids: string[];
        };
        TenantManagerCheckInput: {
            username: string;
            /** @enum {number} */
            type: 1 | 2;
        };
        TenantReviewInput: {
            reason?: string;
        };
        TenantStorageQuotaInput: {
            quota_bytes: number | null;
        };
        ThingEventInput: {
            name: string;
            zh: string;
            en?: string;
            /**
             * @default info
             * @enum {string}
             */
            level: "info" | "warning" | "fault";
        };
        ThingOperationInput: {
            name: string;
            zh: string;
            en?: string;
            objectid: number;
            methodid: number;
            /** @default true */
            show_in_control: boolean;
            /** @default true */
            needs_response: boolean;
            /** @default [] */
            params: components["schemas"]["OperationParamInput"][];
        };
        ThingPropertyInput: {
            name: string;
            zh: string;
            en?: string;
            /** @enum {string} */
            type: "int" | "float" | "string" | "object" | "array";
            unit?: string;
            min?: number;
            max?: number;
            enum?: (string | number)[];
            cumulative?: boolean;
        };
        ThirdLoginBindInput: {
            account: string;
            bind_token: string;
            /**
             * @default mobile
             * @constant
             */
            bind_type: "mobile";
            pwd: string;
        };
        ThirdLoginCheckInput: {
            auth_code: string;
            is_web?: boolean;
            platform?: string;
            /** @default weixin */
            third_type: string;
            state: string;
        };
        TimeConditionInput: {
            days: number[];
            start: string;
            end: string;
        };
        TimedCommandInput: {
            operation: string;
            /** @default {} */
            params: {
                [key: string]: unknown;
            };
            /** @default 0 */
            interval_seconds: number;
        };
        TimedStrategyEnableInput: {
            enabled: boolean;
        };
        TriggerConditionInput: {
            conditions: (components["schemas"]["PointConditionInput"] | components["schemas"]["OfflineConditionInput"] | components["schemas"]["LogConditionInput"] | components["schemas"]["StateConditionInput"])[];
            /**
             * @default and
             * @enum {string}
             */
            join: "and" | "or";
            /** @default 0 */
            duration_seconds: number;
            /**
             * @default {
             *       "type": "immediate"
             *     }
             */
            frequency: {
                /** @constant */
                type: "immediate";
            } | {
                /** @constant */
                type: "count_within";
                times: number;
                seconds: number;
            };
            /** @default 0 */
            hysteresis: number;
        };
        TriggerFilterInput: {
            /** @enum {string} */
            type: "all" | "device_type" | "station" | "devices";
            /** @default [] */
            ids: string[];
        };
        UjwtManagerSessionInput: {
            ujwt: string;
            username: string;
            /**
             * @default 3
             * @constant
             */
            type: 3;
            password: string;
        };
        UnbindThingsInput: {
            things_ids: string[];
        };
        UnlockRequestInput: {
            username: string;
            mobile_verification_code: string;
        };
        UserSettingUpdateInput: {
            /** @constant */
            key: "singleStationConfig";
            value: string;
        };
        VideoSettingsInput: {
            streams: {
                name: string;
                url: string;
            }[];
        };
        WeekdayPlanInput: {
            weekdays: number[];
            periods: components["schemas"]["PricePeriodInput"][];
        };
        WorkOrderCreateInput: {
            name: string;
            /**
             * @default normal
             * @enum {string}
             */
            priority: "low" | "normal" | "high";
            /** @enum {string} */
            type: "troubleshooting" | "station_inspection" | "device_warranty" | "cloud_platform";
            /**
             * @default problem
             * @enum {string}
             */
            feedback_type: "function" | "root" | "consult" | "problem" | "suggestion" | "other";
            /** @default null */
            template_id: string | null;
            /** @default null */
            station_id: string | null;
            /** @default [] */
            device_ids: string[];
            /** @default null */
            alarm_event_id: string | null;
            /** @default null */
            handler_id: string | null;
            /** Format: uuid */
            verifier_id: string;
            /** Format: date-time */
            planned_start: string;
            /** Format: date-time */
            planned_end: string;
            /** @default  */
            description: string;
            i18n?: {
                name?: {
                    zh?: string;
                    en?: string;
                };
                description?: {
                    zh?: string;
                    en?: string;
                };
            };
            /** @default [] */
            picture_ids: string[];
        };
        WorkOrderMoveInput: {
            /** @default  */
            note: string;
            i18n?: components["schemas"]["MoveNoteTextsInput"];
            /** @default [] */
            picture_ids: string[];
            /** @default [] */
            checklist: components["schemas"]["ChecklistAnswerInput"][];
        };
        WorkOrderTemplateCreateInput: {
            /** @enum {string} */
            type: "troubleshooting" | "station_inspection" | "device_warranty" | "cloud_platform";
            name: string;
            i18n?: {
                name?: {
                    zh?: string;
                    en?: string;
                };
            };
            /** @default [] */
            checklist: (string | {
                item: string;
                i18n?: components["schemas"]["ChecklistItemTextsInput"];
            })[];
        };
        MenuItem: {
            menu_field: string;
            menu_name: {
                zh_CN: string;
                en_US: string;
            };
            /** @enum {string} */
            menu_type: "1" | "2" | "100";
            /** @enum {string} */
            link_type: "code" | "application" | "interface";
            link_address: string | components["schemas"]["ApplicationAddress"];
            icon: string;
            show: boolean;
            is_public: boolean;
            group: string;
            order: number;
            update_time: string;
            children: components["schemas"]["MenuItem"][];
        };
        AccessScope: {
            /** @default false */
            all_stations: boolean;
            /** @default [] */
            station_ids: string[];
            /** @default false */
            all_devices: boolean;
            /** @default [] */
            device_ids: string[];
        };
        AdminBrandList: {
            list: components["schemas"]["AdminBrand"][];
        };
        AdminBrand: {
            contact_name: string;
            phone: string;
            email: string;
            android_image: string;
            ios_image: string;
            owner_only: boolean;
            base_path_mappings: {
                path: string;
                host: string;
            }[];
            id: string;
            host: string;
        };
        AdminTenantList: {
            list: components["schemas"]["AdminTenant"][];
            pagination: components["schemas"]["Pagination"];
        };
        AdminTenant: {
            id: string;
            name: string;
            namespace: string;
            business_id: string;
            extension_code: string;
            /** @enum {string} */
            status: "pending" | "active" | "rejected" | "disabled";
            organization_name: string;
            industry: string;
            address: string;
            manager: {
                id: string;
                username: string;
                nick_name: string;
                mobile: string;
                email: string;
                job: string;
            } | null;
            review_reason: string | null;
            reviewed_at: string | null;
            created_at: string;
        };
        AdminUserList: {
            list: components["schemas"]["AdminUser"][];
            pagination: components["schemas"]["Pagination"];
        };
        AdminUser: {
            id: string;
            username: string;
            nick_name: string;
            mobile: string;
            email: string;
            user_type: string;
            is_manager: boolean;
            /** @enum {string} */
            status: "active" | "disabled";
            last_login_at: string | null;
            created_at: string;
        };
        AlarmCount: {
            total: number;
            active: number;
            unhandled: number;
            by_level: {
                key: number;
                count: number;
            }[];
            by_status: {
                key: string;
                count: number;
            }[];
            by_station: {
                key: string;
                count: number;
            }[];
            by_day: {
                key: string;
                count: number;
            }[];
        };
        AlarmDeliveryList: {
            list: components["schemas"]["AlarmDelivery"][];
        };
        AlarmDelivery: {
            id: string;
            /** @enum {string} */
            kind: "raise" | "recover" | "closed" | "digest" | "escalation" | "reminder";
            channel: string;
            recipient: string;
            /** @enum {string} */
            status: "pending" | "sent" | "failed" | "suppressed";
            attempts: number;
            created_time: string;
            updated_time: string;
            error: {
                code: string;
                message: string;
            } | null;
        };
        AlarmEscalation: {
            after_minutes: number;
            actions: ({
                /** @constant */
                type: "email";
                email: string;
                template?: string;
            } | {
                /** @constant */
                type: "sms";
                mobile: string;
                template?: string;
            } | {
                /** @constant */
                type: "app_push";
                template?: string;
            } | {
                /** @constant */
                type: "webhook";
                url: string;
                /** @default  */
                secret: string;
                template?: string;
            } | {
                /** @constant */
                type: "wecom";
                url: string;
                template?: string;
            } | {
                /** @constant */
                type: "dingtalk";
                url: string;
                template?: string;
            } | {
                operation: string;
                /** @default {} */
                params: {
                    [key: string]: unknown;
                };
                /** @constant */
                type: "command";
                device_id?: string;
            } | {
                /** @constant */
                type: "work_order";
                /** Format: uuid */
                template_id: string;
                /** Format: uuid */
                handler_id: string;
                /** Format: uuid */
                verifier_id: string;
            })[];
        };
        AlarmEventBatchResult: {
            count: number;
        };
        AlarmEventDeleteResult: {
            count: number;
            kept: {
                id: string;
                code: string;
                message: string;
            }[];
        };
        AlarmEventList: {
            list: components["schemas"]["AlarmEvent"][];
            pagination: components["schemas"]["Pagination"];
        };
        AlarmEvent: {
            id: string;
            rule_id: string;
            rule_name: string;
            device_id: string;
            device_name: string;
            station_id: string | null;
            station_name: string | null;
            level: number;
            /** @enum {string} */
            state: "active" | "recovered" | "closed";
            value: unknown;
            last_value: unknown;
            count: number;
            message: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            generated_time: string;
            last_time: string;
            recovered_time: string | null;
            ended_time: string | null;
            /** @enum {string} */
            handler_status: "unhandled" | "handled";
            handler: string | null;
            handle_method: string | null;
            handle_time: string | null;
            acknowledged_time: string | null;
            work_order_id: string | null;
            work_order_no: string | null;
            parent_event_id: string | null;
            escalated_time: string | null;
            reminders: number;
        };
        AlarmNotificationSettings: {
            channels: ("app_push" | "email" | "sms")[];
            min_level: number;
            quiet_hours: {
                start: string;
                end: string;
            } | null;
            critical_in_quiet_hours: boolean;
            /**
             * @default zh
             * @enum {string}
             */
            language: "zh" | "en";
        };
        AlarmRuleList: {
            list: components["schemas"]["AlarmRule"][];
            pagination: components["schemas"]["Pagination"];
        };
        AlarmRule: {
            id: string;
            name: string;
            /** @enum {string} */
            data_type: "device_data" | "device_log" | "device_state";
            level: number;
            /** @enum {string} */
            status: "enabled" | "disabled";
            /** @enum {string} */
            alert_description_type: "default" | "custom";
            custom_alert_description: string;
            enable_recovery: boolean;
            time_condition: components["schemas"]["TimeCondition"] | null;
            trigger_condition: components["schemas"]["TriggerCondition"];
            trigger_filter: components["schemas"]["TriggerFilter"];
            to_public: boolean;
            simple_mode: boolean;
            actions: ({
                /** @constant */
                type: "email";
                email: string;
                template?: string;
            } | {
                /** @constant */
                type: "sms";
                mobile: string;
                template?: string;
            } | {
                /** @constant */
                type: "app_push";
                template?: string;
            } | {
                /** @constant */
                type: "webhook";
                url: string;
                /** @default  */
                secret: string;
                template?: string;
            } | {
                /** @constant */
                type: "wecom";
                url: string;
                template?: string;
            } | {
                /** @constant */
                type: "dingtalk";
                url: string;
                template?: string;
            } | {
                operation: string;
                /** @default {} */
                params: {
                    [key: string]: unknown;
                };
                /** @constant */
                type: "command";
                device_id?: string;
            } | {
                /** @constant */
                type: "work_order";
                /** Format: uuid */
                template_id: string;
                /** Format: uuid */
                handler_id: string;
                /** Format: uuid */
                verifier_id: string;
            })[];
            notification_interval: {
                /** @enum {string} */
                unit: "minute" | "hour";
                value: number;
            } | null;
            escalation: components["schemas"]["AlarmEscalation"] | null;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            shared_user_ids: string[];
            created_by: string | null;
            editable: boolean;
            created_at: string;
            updated_at: string;
        };
        AnalysisDevice: {
            id: string;
            name: string;
        };
        AnalysisQuery: {
            from: string;
            to: string;
            device_id?: string;
        };
        AppDownload: {
            android_url: string;
            ios_url: string;
        };
        ApplicationAddress: {
            hmi_id: string;
            web_id: string;
            page_id: string;
        };
        BacktestCoverage: {
            share: number;
            missing_hours: number;
        };
        BacktestFigures: {
            revenue: number;
            arbitrage: number;
            pv_savings: number;
            feed_in: number;
            grid_bill: number;
            charge_kwh: number;
            discharge_kwh: number;
            import_kwh: number;
            export_kwh: number;
            peak_import_kw: number;
        };
        BacktestResult: {
            from: string;
            to: string;
            coverage: components["schemas"]["BacktestCoverage"];
            battery: {
                capacity_kwh: number;
                max_charge_kw: number;
                max_discharge_kw: number;
                round_trip_efficiency: number;
                soc_min: number;
                soc_max: number;
                soc_window_source: {
                    /** @enum {string} */
                    soc_min: "request" | "devices" | "default";
                    /** @enum {string} */
                    soc_max: "request" | "devices" | "default";
                };
                initial_soc: number;
                soh: number;
            };
            recorded: components["schemas"]["BacktestFigures"];
            backtest: components["schemas"]["BacktestFigures"];
            days: {
                date: string;
                recorded: components["schemas"]["BacktestFigures"];
                backtest: components["schemas"]["BacktestFigures"];
                coverage: components["schemas"]["BacktestCoverage"];
            }[];
        };
        BandFigures: {
            charge_kwh: number;
            discharge_kwh: number;
            import_kwh: number;
            export_kwh: number;
            pv_kwh: number;
            load_kwh: number;
            price: number;
            arbitrage: number;
            pv_savings: number;
            feed_in: number;
        };
        BatchItem: {
            device_id: string;
            device_name: string;
            /** @enum {string} */
            result: "in_progress" | "succeeded" | "failed" | "refused";
            error_code: string | null;
            error_message: string | null;
            finished_at: string | null;
        };
        BatchOperationDetail: {
            id: string;
            /** @enum {string} */
            kind: "command" | "config_push";
            operation: string | null;
            params: {
                [key: string]: unknown;
            };
            created_by: string | null;
            created_at: string;
            summary: components["schemas"]["BatchSummary"];
            items: components["schemas"]["BatchItem"][];
        };
        BatchOperationList: {
            list: components["schemas"]["BatchOperation"][];
            pagination: components["schemas"]["Pagination"];
        };
        BatchOperation: {
            id: string;
            /** @enum {string} */
            kind: "command" | "config_push";
            operation: string | null;
            params: {
                [key: string]: unknown;
            };
            created_by: string | null;
            created_at: string;
            summary: components["schemas"]["BatchSummary"];
        };
        BatchSummary: {
            total: number;
            in_progress: number;
            succeeded: number;
            failed: number;
            refused: number;
            progress: number;
        };
        BatteryAnalysis: {
            station_id: string;
            devices: components["schemas"]["AnalysisDevice"][];
            device_id: string | null;
            usable_capacity_kwh: number;
            energy_device: components["schemas"]["AnalysisDevice"] | null;
            days: components["schemas"]["BatteryDay"][];
            totals: {
                discharge_kwh: number;
                cycles: number;
            };
        };
        BatteryDay: {
            date: string;
            samples: number;
            soc_min: number | null;
            soc_avg: number | null;
            soc_max: number | null;
            soh: number | null;
            discharge_kwh: number | null;
            cycles: number | null;
            voltage_spread_mv: number | null;
            temperature_spread_c: number | null;
        };
        BehaviourLogEntry: {
            id: string;
            tenant_id: string | null;
            user_id: string | null;
            username: string;
            platform: string;
            module: string;
            action: string;
            params: {
                [key: string]: unknown;
            };
            result: string;
            ip: string;
            created_at: string;
        };
        BehaviourLogPage: {
            list: components["schemas"]["BehaviourLogEntry"][];
            pagination: components["schemas"]["Pagination"];
        };
        BigscreenAlarm: {
            id: string;
            level: number;
            message: string;
            rule_name: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            device_name: string;
            station_name: string | null;
            generated_time: string;
            active: boolean;
        };
        BigscreenAlarms: {
            active: number;
            unhandled: number;
            by_level: {
                [key: string]: number;
            };
            latest: components["schemas"]["BigscreenAlarm"][];
        };
        BigscreenBrand: {
            title: string | null;
            title_i18n: {
                zh_CN: string;
                en_US: string;
            } | null;
            logo: string | null;
        };
        BigscreenCount: {
            station_count: number;
            device_count: number;
            installed_capacity_kwh: number;
            installed_power_kw: number;
            today: components["schemas"]["FlowEnergy"];
            total: components["schemas"]["FlowEnergy"];
        };
        BigscreenGeneral: {
            summary: components["schemas"]["HomeSummary"];
            co2_avoided_t: number;
            alarms: components["schemas"]["BigscreenAlarms"];
            brand: components["schemas"]["BigscreenBrand"];
            generated_at: string;
        };
        BigscreenRunning: {
            total: number;
            by_running_state: {
                [key: string]: number;
            };
            online: number;
            offline: number;
        };
        BigscreenStation: {
            station: {
                id: string;
                name: string;
                installed_capacity_kwh: number;
                installed_power_kw: number;
                /** @enum {string} */
                currency: "CNY" | "USD" | "GBP" | "AUD";
            };
            overview: components["schemas"]["StationOverview"];
            bms: components["schemas"]["StationBms"];
            alarms: components["schemas"]["BigscreenAlarms"];
            strategy: {
                name: string;
                ranges: components["schemas"]["StrategyRange"][];
            } | null;
            /** @enum {string} */
            grid_state: "connected" | "off_grid" | "unknown";
            running_status: ("run" | "standby" | "shutdown" | "self_test" | "fault" | "grid_connected" | "off_grid") | null;
            blocks: ("electricSupply" | "energyStorage" | "load" | "photovoltaic")[];
            brand: components["schemas"]["BigscreenBrand"];
            generated_at: string;
        };
        BigscreenStationSettings: {
            station_id: string;
            blocks: ("electricSupply" | "energyStorage" | "load" | "photovoltaic")[];
            title: string;
            logo: string;
            updated_at: string | null;
        };
        BmsAssociation: {
            associations: {
                bms_device_id: string;
                pcs_device_id: string;
            }[];
        };
        BmsDeviceData: {
            device_id: string;
            name: string;
            pcs_device_id: string | null;
            soc: number | null;
            soh: number | null;
            cell_voltages: (number | null)[];
            cell_temperatures: (number | null)[];
            max_cell_voltage: number | null;
            min_cell_voltage: number | null;
            max_cell_temperature: number | null;
            min_cell_temperature: number | null;
            updated_at: string | null;
        };
        Brand: {
            contact_name: string;
            phone: string;
            email: string;
            android_image: string;
            ios_image: string;
            owner_only: boolean;
            base_path_mappings: {
                path: string;
                host: string;
            }[];
        };
        CaptchaResponse: {
            uuid: string;
            svgCode: string;
        };
        CellSnapshot: {
            ts: string;
            soc: number | null;
            mean_v: number;
            deviations_mv: number[];
        };
        CodeSentResponse: {
            /** @constant */
            sent: true;
            resend_after: number;
        };
        CommandEvent: {
            /** @enum {string} */
            state: "pending" | "sent" | "replied" | "failed" | "timed_out" | "expired";
            at: string;
            actor: string;
            detail: unknown;
        };
        CommandList: {
            list: components["schemas"]["DeviceCommand"][];
            pagination: components["schemas"]["Pagination"];
        };
        CommandTask: {
            task_id: string;
            commands: components["schemas"]["DeviceCommand"][];
        };
        CommonRoleList: {
            list: components["schemas"]["CommonRole"][];
        };
        CommonRole: {
            name: string;
            description: string;
            auth_flag: number;
            apis: string[];
            menus: string[];
        };
        CountValue: {
            value: number | null;
            count: number;
        };
        CustomReportList: {
            list: components["schemas"]["CustomReport"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomReportOptions: {
            sub_users: {
                id: string;
                name: string;
            }[];
            points: {
                name: string;
                zh: string;
                en: string;
                unit: string;
            }[];
            stations: {
                id: string;
                name: string;
            }[];
        };
        CustomReportPointResult: {
            point: string;
            zh: string;
            en: string;
            unit: string;
            overall: components["schemas"]["StatisticSeries"];
            rows: components["schemas"]["CustomReportRow"][];
        };
        CustomReportRow: {
            buckets: components["schemas"]["StatisticBucket"][];
            total: number | null;
            base_total: number | null;
            change_rate: number | null;
            key: string;
            name: string;
            station_name: string;
        };
        CustomReportRunQuery: {
            /** Format: date-time */
            start_time: string;
            /** Format: date-time */
            end_time: string;
            /** Format: date-time */
            base_start_time?: string;
            /** Format: date-time */
            base_end_time?: string;
        };
        CustomReportRun: {
            report: components["schemas"]["CustomReport"];
            labels: string[];
            points: components["schemas"]["CustomReportPointResult"][];
        };
        CustomReport: {
            id: string;
            name: string;
            /** @enum {string} */
            dimension: "station" | "device";
            /** @enum {string} */
            cycle: "day" | "month" | "year";
            points: string[];
            /** @enum {string} */
            method: "sum" | "avg" | "max" | "min" | "diff" | "last";
            all_stations: boolean;
            station_ids: string[];
            shared_user_ids: string[];
            enabled: boolean;
            editable: boolean;
            owner_name: string;
            created_at: string;
            updated_at: string;
        };
        CustomizationEntry: {
            key: string;
            value: string;
        };
        CustomizationList: {
            list: components["schemas"]["CustomizationEntry"][];
        };
        DashboardList: {
            items: components["schemas"]["DashboardSummary"][];
        };
        Dashboard: {
            id: string;
            name: string;
            kanban_count: number;
            created_at: string;
            updated_at: string;
            kanbans: components["schemas"]["Kanban"][];
        };
        DashboardSummary: {
            id: string;
            name: string;
            kanban_count: number;
            created_at: string;
            updated_at: string;
        };
        DataCallRejection: {
            /** @enum {string} */
            reason: "payload_too_large" | "malformed" | "batch_too_large" | "ts_out_of_window" | "unknown_point" | "wrong_type" | "out_of_range" | "entry_too_large" | "unknown_event" | "unknown_level" | "rate_limited" | "storage_full";
            point?: string;
            ts?: number;
        };
        DataCallResult: {
            accepted: number;
            rejected: components["schemas"]["DataCallRejection"][];
        };
        DataMarketList: {
            items: components["schemas"]["DataMarket"][];
        };
        DataMarket: {
            id: string;
            name: string;
            kanbans: {
                name: string;
                description: string;
                device_ids: string[];
                points: string[];
                /** @enum {string} */
                form: "bar" | "line" | "curve" | "scatter" | "table";
                /** @enum {string} */
                x_axis: "time" | "device";
                /** @enum {string} */
                range: "hours" | "custom" | "recent";
                hours: number | null;
                from: number | null;
                to: number | null;
                layout: {
                    x: number;
                    y: number;
                    w: number;
                    h: number;
                };
            }[];
            created_at: string;
        };
        DayRevenue: {
            date: string;
            bands: {
                sharp: components["schemas"]["BandFigures"];
                peak: components["schemas"]["BandFigures"];
                flat: components["schemas"]["BandFigures"];
                valley: components["schemas"]["BandFigures"];
                deep_valley: components["schemas"]["BandFigures"];
            };
            arbitrage: number;
            pv_savings: number;
            feed_in: number;
            subsidy: number;
            total: number;
            peak_import_kw: number;
            peak_import_without_battery_kw: number;
            template_id: string | null;
        };
        DeliveryList: {
            list: components["schemas"]["Delivery"][];
        };
        Delivery: {
            id: string;
            name: string;
            source: {
                /** @constant */
                kind: "energy_report";
                /** @enum {string} */
                report: "electricity" | "revenue" | "consumption" | "period";
                query: components["schemas"]["EnergyReportQuery"];
            } | {
                /** @constant */
                kind: "custom_report";
                /** Format: uuid */
                report_id: string;
                query: components["schemas"]["CustomReportRunQuery"];
            } | {
                /** @constant */
                kind: "lagging_cells";
                /** Format: uuid */
                station_id: string;
                query: components["schemas"]["AnalysisQuery"];
            } | {
                /** @constant */
                kind: "battery";
                /** Format: uuid */
                station_id: string;
                query: components["schemas"]["AnalysisQuery"];
            } | {
                /** @constant */
                kind: "meters";
                /** Format: uuid */
                station_id: string;
                query: components["schemas"]["MeterStatisticsQuery"];
            };
            /** @enum {string} */
            format: "xlsx" | "pdf";
            /** @enum {string} */
            frequency: "daily" | "weekly" | "monthly";
            time: string;
            weekday: number | null;
            month_day: number | null;
            zone_station_id: string;
            recipients: string[];
            /** @enum {string} */
            language: "zh" | "en";
            enabled: boolean;
            next_run_at: string | null;
            last_sent_at: string | null;
            last_error: string | null;
            created_at: string;
        };
        DeviceCommandDetail: {
            id: string;
            task_id: string;
            device_id: string;
            position: number;
            operation: string;
            params: {
                [key: string]: unknown;
            };
            request_id: string;
            /** @enum {string} */
            state: "pending" | "sent" | "replied" | "failed" | "timed_out" | "expired";
            reply_code: number | null;
            result: unknown;
            error_code: string | null;
            created_by: string | null;
            created_at: string;
            due_at: string;
            sent_at: string | null;
            finished_at: string | null;
            expires_at: string;
            timeout_at: string | null;
            events: components["schemas"]["CommandEvent"][];
        };
        DeviceCommand: {
            id: string;
            task_id: string;
            device_id: string;
            position: number;
            operation: string;
            params: {
                [key: string]: unknown;
            };
            request_id: string;
            /** @enum {string} */
            state: "pending" | "sent" | "replied" | "failed" | "timed_out" | "expired";
            reply_code: number | null;
            result: unknown;
            error_code: string | null;
            created_by: string | null;
            created_at: string;
            due_at: string;
            sent_at: string | null;
            finished_at: string | null;
            expires_at: string;
            timeout_at: string | null;
        };
        DeviceConfigPushed: {
            request_id: string;
        };
        DeviceCreated: {
            id: string;
            name: string;
            description: string;
            type_id: string;
            type_name: string;
            /** @enum {string} */
            status: "online_normal" | "online_faulty" | "offline" | "unset" | "alarm" | "debugging";
            online_at: string | null;
            offline_at: string | null;
            created_at: string;
            longitude: number | null;
            latitude: number | null;
            gateway_id: string | null;
            sub_device_count: number;
            station_id: string | null;
            firmware_version: string;
            hardware_version: string;
            serial_number: string;
            ems_type: string;
            signal_strength: number | null;
            sim_data_used: number | null;
            sd_status: string | null;
            /** @enum {string} */
            control_mode: "cloud" | "local";
            tz_offset_minutes: number;
            key: string;
        };
        DeviceImportResult: {
            imported: number;
            keys: {
                id: string;
                key: string;
            }[];
        };
        DeviceKeyResponse: {
            key: string;
        };
        DeviceLatest: {
            device_id: string;
            ts: number | null;
            values: {
                [key: string]: unknown;
            };
        };
        DeviceList: {
            list: components["schemas"]["Device"][];
            pagination: components["schemas"]["Pagination"];
        };
        DeviceLogEntry: {
            id: number;
            ts: string;
            kind: string;
            level: string | null;
            code: string | null;
            message: string | null;
            data: unknown;
        };
        DeviceLogs: {
            list: components["schemas"]["DeviceLogEntry"][];
            rejected: {
                reason: string;
                count: number;
                last_at: string;
            }[];
        };
        Device: {
            id: string;
            name: string;
            description: string;
            type_id: string;
            type_name: string;
            /** @enum {string} */
            status: "online_normal" | "online_faulty" | "offline" | "unset" | "alarm" | "debugging";
            online_at: string | null;
            offline_at: string | null;
            created_at: string;
            longitude: number | null;
            latitude: number | null;
            gateway_id: string | null;
            sub_device_count: number;
            station_id: string | null;
            firmware_version: string;
            hardware_version: string;
            serial_number: string;
            ems_type: string;
            signal_strength: number | null;
            sim_data_used: number | null;
            sd_status: string | null;
            /** @enum {string} */
            control_mode: "cloud" | "local";
            tz_offset_minutes: number;
        };
        DeviceTypeExport: {
            name: string;
            nickname: string;
            remark: string;
            /** @enum {string} */
            template_type: "direct" | "gateway" | "sub_device";
            timeout_seconds: number;
            offline_command: boolean;
            join_interval_seconds: number;
            confirm_interval_seconds: number;
            differential_upgrade: boolean;
            topics: string[];
            points: components["schemas"]["ThingProperty"][];
            operations: components["schemas"]["ThingOperation"][];
            events: components["schemas"]["ThingEvent"][];
            init_params: components["schemas"]["InitParam"][];
            status_templates: components["schemas"]["StatusTemplate"][];
            log_attributes: components["schemas"]["LogAttribute"][];
        };
        DeviceTypeList: {
            list: components["schemas"]["DeviceTypeSummary"][];
            pagination: components["schemas"]["Pagination"];
        };
        DeviceType: {
            id: string;
            /** @enum {string} */
            kind: "standard" | "custom";
            name: string;
            nickname: string;
            remark: string;
            /** @enum {string} */
            template_type: "direct" | "gateway" | "sub_device";
            timeout_seconds: number;
            offline_command: boolean;
            join_interval_seconds: number;
            confirm_interval_seconds: number;
            differential_upgrade: boolean;
            topics: string[];
            points: components["schemas"]["ThingProperty"][];
            operations: components["schemas"]["ThingOperation"][];
            events: components["schemas"]["ThingEvent"][];
            init_params: components["schemas"]["InitParam"][];
            status_templates: components["schemas"]["StatusTemplate"][];
            log_attributes: components["schemas"]["LogAttribute"][];
            device_count: number;
            created_at: string;
            updated_at: string;
        };
        DeviceTypeSummary: {
            id: string;
            /** @enum {string} */
            kind: "standard" | "custom";
            name: string;
            nickname: string;
            remark: string;
            /** @enum {string} */
            template_type: "direct" | "gateway" | "sub_device";
            timeout_seconds: number;
            point_count: number;
            operation_count: number;
            device_count: number;
            updated_at: string;
        };
        DockingDeliveryList: {
            items: components["schemas"]["DockingDelivery"][];
        };
        DockingDelivery: {
            id: string;
            /** @enum {string} */
            status: "pending" | "retrying" | "delivered" | "failed";
            attempts: number;
            http_status: number | null;
            failure: ("refused_address" | "timeout" | "network" | "http_status") | null;
            record_count: number;
            created_at: string;
            last_attempt_at: string | null;
            delivered_at: string | null;
        };
        EnergyReportQuery: {
            /** @default [] */
            station_ids: string[];
            start: string;
            end: string;
            /**
             * @default day
             * @enum {string}
             */
            bucket: "hour" | "day" | "week" | "month" | "year";
            base_start?: string;
            base_end?: string;
            /**
             * @default charge_discharge
             * @enum {string}
             */
            mode: "charge_discharge" | "band";
            /**
             * @default kg
             * @enum {string}
             */
            unit: "kg" | "ton";
        };
        EnergyReport: {
            /** @enum {string} */
            report: "electricity" | "revenue" | "consumption" | "period";
            /** @enum {string} */
            bucket: "hour" | "day" | "week" | "month" | "year";
            start: string;
            end: string;
            base_start: string | null;
            base_end: string | null;
            /** @enum {string} */
            mode: "charge_discharge" | "band";
            /** @enum {string} */
            unit: "kg" | "ton";
            columns: components["schemas"]["ReportColumn"][];
            stations: components["schemas"]["ReportStation"][];
        };
        EnhanceStatistics: {
            buckets: components["schemas"]["StatisticBucket"][];
            total: number | null;
            base_total: number | null;
            change_rate: number | null;
            /** @enum {string} */
            agg_fun: "sum" | "avg" | "max" | "min" | "diff" | "last";
            /** @enum {string} */
            compute: "sum" | "avg" | "max" | "min";
            /** @enum {string} */
            period: "hour" | "day" | "week" | "month" | "year";
            property: string;
            groups: components["schemas"]["StationStatistic"][];
        };
        ExportTaskList: {
            list: components["schemas"]["ExportTask"][];
        };
        ExportTask: {
            id: string;
            title: string;
            /** @enum {string} */
            kind: "energy_report" | "custom_report" | "lagging_cells" | "battery" | "meters";
            /** @enum {string} */
            format: "xlsx" | "pdf";
            /** @enum {string} */
            state: "initialising" | "collating" | "querying" | "generating" | "compressing" | "waiting_for_download" | "finished" | "cancelled" | "failed" | "expired";
            rows: number;
            file_name: string | null;
            file_size: number | null;
            error_code: string | null;
            error_message: string | null;
            created_at: string;
            updated_at: string;
            expires_at: string | null;
        };
        FileRecallList: {
            items: components["schemas"]["FileRecall"][];
        };
        FileRecall: {
            id: string;
            device_id: string;
            /** @enum {string} */
            kind: "log" | "data";
            name: string | null;
            /** @enum {string} */
            state: "sending" | "fetching" | "fetched" | "failed";
            command_id: string;
            file_name: string | null;
            size: number | null;
            sha256: string | null;
            error_code: string | null;
            created_at: string;
            fetched_at: string | null;
        };
        FirmwareList: {
            items: components["schemas"]["Firmware"][];
        };
        Firmware: {
            id: string;
            type_id: string;
            type_name: string;
            version: string;
            description: string;
            file_name: string;
            size: number;
            sha256: string;
            differential: boolean;
            created_at: string;
        };
        FirmwareTaskDetail: {
            id: string;
            firmware_id: string;
            version: string;
            type_name: string;
            /** @enum {string} */
            target_kind: "type" | "devices" | "stations";
            /** @enum {string} */
            phase: "scheduled" | "running" | "paused" | "awaiting_approval" | "finished" | "cancelled";
            reason: {
                code: string;
                params: {
                    [key: string]: string | number;
                };
            } | null;
            upgrade_at: string;
            current_group: number;
            devices: number;
            succeeded: number;
            failed: number;
            created_by_name: string;
            created_at: string;
            plan: components["schemas"]["RolloutPlan"];
            differential: boolean;
            groups: components["schemas"]["FirmwareTaskGroup"][];
            device_list: components["schemas"]["FirmwareTaskDevice"][];
            events: components["schemas"]["FirmwareTaskEvent"][];
        };
        FirmwareTaskDevice: {
            device_id: string;
            device_name: string;
            group: number;
            /** @enum {string} */
            state: "to_push" | "pushed" | "upgrading" | "success" | "fail";
            progress: number;
            reason: {
                code: string;
                params: {
                    [key: string]: string | number;
                };
            } | null;
            attempts: number;
            from_version: string;
            version: string;
            updated_at: string;
        };
        FirmwareTaskEvent: {
            at: string;
            /** @enum {string} */
            action: "created" | "started" | "paused" | "resumed" | "approved" | "cancelled" | "finished" | "group";
            actor_name: string;
            reason: {
                code: string;
                params: {
                    [key: string]: string | number;
                };
            } | null;
        };
        FirmwareTaskGroup: {
            index: number;
            percent: number;
            size: number;
            counts: {
                to_push: number;
                pushed: number;
                upgrading: number;
                success: number;
                fail: number;
            };
            approved: boolean;
        };
        FirmwareTaskList: {
            items: components["schemas"]["FirmwareTaskSummary"][];
        };
        FirmwareTaskSummary: {
            id: string;
            firmware_id: string;
            version: string;
            type_name: string;
            /** @enum {string} */
            target_kind: "type" | "devices" | "stations";
            /** @enum {string} */
            phase: "scheduled" | "running" | "paused" | "awaiting_approval" | "finished" | "cancelled";
            reason: {
                code: string;
                params: {
                    [key: string]: string | number;
                };
            } | null;
            upgrade_at: string;
            current_group: number;
            devices: number;
            succeeded: number;
            failed: number;
            created_by_name: string;
            created_at: string;
        };
        FlowEnergy: {
            charge_kwh: number;
            discharge_kwh: number;
            pv_kwh: number;
            grid_import_kwh: number;
            grid_export_kwh: number;
            load_kwh: number;
        };
        FlowPower: {
            grid_kw: number | null;
            pv_kw: number | null;
            storage_kw: number | null;
            load_kw: number | null;
        };
        FunctionBlockPage: {
            list: components["schemas"]["FunctionBlock"][];
            pagination: components["schemas"]["Pagination"];
        };
        FunctionBlock: {
            name: string;
            i18n: {
                zh_CN: string;
                en_US: string;
            };
        };
        HandoffSession: {
            token: string;
            expires_at: string;
        };
        HandoffTicket: {
            ticket: string;
            expires_in: number;
        };
        HealthResponse: {
            /** @enum {string} */
            status: "ok" | "degraded";
            version: string;
            uptimeSeconds: number;
            database: {
                /** @enum {string} */
                status: "up" | "down";
                /** @enum {string} */
                driver: "pglite" | "postgres";
            };
            broker: {
                /** @enum {string} */
                status: "up" | "down" | "disabled";
                /** @enum {string} */
                mode: "embedded" | "external" | "disabled";
            };
            ingest: {
                /** @enum {string} */
                status: "up" | "retrying" | "off";
                pendingSamples: number;
            };
        };
        HistoryDeleteResult: {
            deleted: number;
            remaining: number;
        };
        HistoryDownloadList: {
            list: components["schemas"]["HistoryDownload"][];
        };
        HistoryDownload: {
            id: string;
            device_id: string;
            points: string[];
            from: number;
            to: number;
            zip: boolean;
            /** @enum {string} */
            state: "initialising" | "collating" | "querying" | "generating" | "compressing" | "waiting_for_download" | "finished" | "cancelled" | "failed";
            records: number;
            file_name: string | null;
            file_size: number | null;
            error_code: string | null;
            created_at: string;
            updated_at: string;
        };
        HistoryResult: {
            device_id: string;
            /** @enum {string} */
            resolution: "raw" | "5m" | "1h" | "1d";
            from: number | null;
            to: number | null;
            series: components["schemas"]["HistorySeries"][];
        };
        HistorySeries: {
            point: string;
            data: (number | string | boolean | null)[][];
        };
        HomeCurvePoint: {
            label: string;
            charge: number;
            discharge: number;
            pv: number;
            income: {
                /** @enum {string} */
                currency: "CNY" | "USD" | "GBP" | "AUD";
                amount: number;
            }[];
        };
        HomeCurves: {
            /** @enum {string} */
            span: "day" | "month" | "year";
            start: string;
            end: string;
            points: components["schemas"]["HomeCurvePoint"][];
        };
        HomeSummary: {
            station_count: number;
            installed_capacity_kwh: number;
            installed_power_kw: number;
            power: components["schemas"]["FlowPower"];
            today: components["schemas"]["FlowEnergy"];
            total: components["schemas"]["FlowEnergy"];
            today_income: {
                /** @enum {string} */
                currency: "CNY" | "USD" | "GBP" | "AUD";
                amount: number;
            }[];
            by_running_state: {
                [key: string]: number;
            };
            top_stations: {
                id: string;
                name: string;
                today_discharge_kwh: number;
                today_pv_kwh: number;
                today_income: number;
                /** @enum {string} */
                currency: "CNY" | "USD" | "GBP" | "AUD";
            }[];
            map_points: {
                id: string;
                name: string;
                longitude: number;
                latitude: number;
                running_status: ("run" | "standby" | "shutdown" | "self_test" | "fault" | "grid_connected" | "off_grid") | null;
            }[];
        };
        InfoModelBatch: {
            list: components["schemas"]["InfoModel"][];
        };
        InfoModelItemPage: {
            list: components["schemas"]["InfoModelItem"][];
            pagination: components["schemas"]["Pagination"];
        };
        InfoModelItem: {
            function_block: string;
            name: string;
            i18n: {
                zh_CN: string;
                en_US: string;
            };
            definition: {
                [key: string]: unknown;
            };
        };
        InfoModel: {
            id: string;
            name: string;
            to_public: boolean;
        };
        InitParam: {
            name: string;
            zh?: string;
            /** @enum {string} */
            type: "int" | "float" | "string" | "object" | "array";
            value: string | number | boolean;
        };
        KanbanData: {
            from: number | null;
            to: number | null;
            records: number;
            series: components["schemas"]["KanbanSeries"][];
        };
        Kanban: {
            id: string;
            dashboard_id: string;
            name: string;
            description: string;
            device_ids: string[];
            points: string[];
            /** @enum {string} */
            form: "bar" | "line" | "curve" | "scatter" | "table";
            /** @enum {string} */
            x_axis: "time" | "device";
            /** @enum {string} */
            range: "hours" | "custom" | "recent";
            hours: number | null;
            from: number | null;
            to: number | null;
            layout: {
                x: number;
                y: number;
                w: number;
                h: number;
            };
        };
        KanbanSeries: {
            device_id: string;
            device_name: string;
            point: string;
            point_zh: string;
            point_en: string;
            unit: string;
            data: [
                number,
                number | string | boolean | null
            ][];
        };
        LaggingCellRank: {
            cell: number;
            charge_mv: number | null;
            discharge_mv: number | null;
            score_mv: number;
        };
        LaggingCells: {
            station_id: string;
            devices: components["schemas"]["AnalysisDevice"][];
            device_id: string | null;
            cell_count: number;
            ranking: components["schemas"]["LaggingCellRank"][];
            days: {
                date: string;
                charge: components["schemas"]["CellSnapshot"] | null;
                discharge: components["schemas"]["CellSnapshot"] | null;
            }[];
        };
        LogAttribute: {
            key: string;
            zh: string;
            en?: string;
        };
        LogCondition: {
            /** @constant */
            kind: "log";
            attribute: string;
            value: string;
        };
        LoraAnalysis: {
            device_id: string;
            scan: {
                command_id: string;
                /** @enum {string} */
                state: "pending" | "sent" | "replied" | "failed" | "timed_out" | "expired";
                requested_at: string;
                finished_at: string | null;
                error_code: string | null;
                result: components["schemas"]["LoraScanResult"] | null;
            } | null;
            configuration: {
                command_id: string;
                /** @enum {string} */
                state: "pending" | "sent" | "replied" | "failed" | "timed_out" | "expired";
                requested_at: string;
                finished_at: string | null;
                error_code: string | null;
                config: components["schemas"]["LoraConfig"];
            } | null;
            applied_config: components["schemas"]["LoraConfig"] | null;
            applied_at: string | null;
        };
        LoraChannel: {
            channel: number;
            frequency_mhz: number;
            rssi_dbm: number;
            busy_percent: number;
        };
        LoraCommand: {
            command_id: string;
        };
        LoraConfig: {
            power_dbm: number;
            start_frequency_mhz: number;
            tx_delay_ms: number;
            beacon_window_ms: number;
            slot_width_ms: number;
            scan_interval_s: number;
            refresh_interval_s: number;
            network_id: string;
            network_key: string;
        };
        LoraNode: {
            address: string;
            rssi_dbm: number;
            snr_db: number;
            load_percent?: number;
        };
        LoraScanResult: {
            channels: components["schemas"]["LoraChannel"][];
            load_rate_percent: number;
            current_channel: number;
            nodes: components["schemas"]["LoraNode"][];
            config?: components["schemas"]["LoraConfig"];
        };
        MaintenancePlanList: {
            list: components["schemas"]["MaintenancePlan"][];
        };
        MaintenancePlan: {
            id: string;
            name: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            station_id: string;
            station_name: string;
            template_id: string;
            template_name: string;
            handler_id: string;
            handler_name: string;
            verifier_id: string;
            verifier_name: string;
            every: number;
            /** @enum {string} */
            unit: "day" | "week" | "month";
            window_hours: number;
            next_due: string;
            last_order_no: string | null;
            created_at: string;
        };
        MandatoryMessageList: {
            list: components["schemas"]["MandatoryMessage"][];
            pagination: components["schemas"]["Pagination"];
        };
        MandatoryMessage: {
            id: string;
            messageTitle: string;
            messageType: number;
            messageContent: string;
        };
        MarkedCount: {
            updated: number;
        };
        MasterSlaveSettings: {
            /** @enum {string} */
            architecture: "single" | "master_slave";
            master_station_id: string | null;
            slaves: {
                id: string;
                name: string;
            }[];
        };
        MessageList: {
            list: components["schemas"]["Message"][];
            pagination: components["schemas"]["Pagination"];
        };
        Message: {
            id: string;
            message_name: string;
            message_body: {
                message: string;
            };
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            create_time: string;
            read_status: number;
        };
        MeterPeriod: {
            period: string;
            start: string;
            end: string;
            start_reading: number | null;
            end_reading: number | null;
            difference: number;
            resets: number;
        };
        MeterStatisticsQuery: {
            from: string;
            to: string;
            device_id?: string;
            /**
             * @default month
             * @enum {string}
             */
            bucket: "day" | "month" | "year";
        };
        MeterStatistics: {
            station_id: string;
            /** @enum {string} */
            bucket: "day" | "month" | "year";
            meters: components["schemas"]["AnalysisDevice"][];
            series: {
                device_id: string;
                device_name: string;
                point: string;
                zh: string;
                en: string;
                unit: string;
                periods: components["schemas"]["MeterPeriod"][];
                total: number;
            }[];
        };
        OfflineCondition: {
            /** @constant */
            kind: "offline";
            seconds: number;
        };
        OperationLogEntry: {
            id: string;
            tenant_id: string | null;
            user_id: string | null;
            username: string;
            module: string;
            action: string;
            params: {
                [key: string]: unknown;
            };
            status_code: number;
            error_code: string | null;
            /** @enum {string} */
            result: "success" | "failure";
            ip: string;
            request_id: string;
            created_at: string;
        };
        OperationLogPage: {
            list: components["schemas"]["OperationLogEntry"][];
            pagination: components["schemas"]["Pagination"];
        };
        OperationParam: {
            name: string;
            zh?: string;
            /** @enum {string} */
            type: "int" | "float" | "string" | "object" | "array";
            /** @default false */
            required: boolean;
            enum?: (string | number)[];
            min?: number;
            max?: number;
            unit?: string;
            hex?: boolean;
        };
        OrderEvent: {
            action: string;
            from_status: string | null;
            to_status: string;
            actor_id: string;
            actor_name: string;
            note: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            picture_ids: string[];
            pictures: components["schemas"]["UploadRef"][];
            at: string;
        };
        OrganisationMemberList: {
            list: components["schemas"]["OrganisationMember"][];
        };
        OrganisationMember: {
            id: string;
            username: string;
            nick_name: string;
        };
        OrganisationNode: {
            id: string;
            name: string;
            parent_id: string | null;
            member_count: number;
            children: components["schemas"]["OrganisationNode"][];
        };
        Organisation: {
            id: string;
            name: string;
            parent_id: string | null;
        };
        OrganisationTree: {
            list: components["schemas"]["OrganisationNode"][];
        };
        OutboxList: {
            list: components["schemas"]["OutboxMessage"][];
            pagination: components["schemas"]["Pagination"];
        };
        OutboxMessage: {
            id: string;
            channel: string;
            destination: string;
            subject: string;
            body: string;
            created_at: string;
        };
        OwnSessionList: {
            list: components["schemas"]["OwnSession"][];
        };
        OwnSession: {
            id: string;
            method: string;
            ip: string;
            user_agent: string;
            created_at: string;
            last_seen_at: string;
            current: boolean;
        };
        Pagination: {
            total_size: number;
            current_page: number;
            page_size: number;
        };
        PersonalProfile: {
            id: string;
            username: string;
            nick_name: string;
            gender: string;
            mobile: string;
            email: string;
            organization_name: string;
            industry: string;
            department: string;
            job: string;
            address: string;
            description: string;
            avatar: string;
            user_type: string;
            is_manager: boolean;
        };
        PlatformBindingList: {
            list: components["schemas"]["PlatformBinding"][];
        };
        PlatformBinding: {
            id: string;
            project_name: string;
            project_number: string;
            group_id: string;
            group_name: string;
            push_url: string;
            enabled: boolean;
            last_delivery: components["schemas"]["DockingDelivery"] | null;
            created_at: string;
        };
        PlatformJobList: {
            list: components["schemas"]["PlatformJob"][];
        };
        PlatformJob: {
            name: string;
            every_ms: number;
            next_run_at: string;
            last_started_at: string | null;
            last_duration_ms: number | null;
            last_status: ("ok" | "failed") | null;
            last_error: string | null;
            last_error_at: string | null;
        };
        PointCondition: {
            /** @constant */
            kind: "point";
            point: string;
            minus_point?: string;
            /** @enum {string} */
            comparison: ">" | "<" | "=" | ">=" | "<=" | "!=";
            threshold: number;
        };
        PowerCurvePoint: {
            grid_kw: number | null;
            pv_kw: number | null;
            storage_kw: number | null;
            load_kw: number | null;
            time: string;
        };
        PriceConfig: {
            charge_price: number;
            discharge_price: number;
            grid_connection_price: number;
            /** @default null */
            demand_charge_per_kw: number | null;
            periods: components["schemas"]["PricePeriod"][];
            /** @default [] */
            weekday_plans: components["schemas"]["WeekdayPlan"][];
            /** @default [] */
            special_periods: components["schemas"]["SpecialPeriod"][];
        };
        PricePeriod: {
            /** @enum {string} */
            property: "sharp" | "peak" | "flat" | "valley" | "deep_valley";
            start: string;
            end: string;
            price: number;
        };
        PriceTemplateList: {
            list: components["schemas"]["PriceTemplate"][];
            pagination: components["schemas"]["Pagination"];
        };
        PriceTemplate: {
            id: string;
            name: string;
            remark: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            config: components["schemas"]["PriceConfig"];
            station_count: number;
            created_at: string;
            updated_at: string;
        };
        PrivilegeSelf: {
            tenant_manager: boolean;
            system_manager: boolean;
            apis: {
                name: string;
            }[];
            menus: {
                menus: string;
            }[];
        };
        RecalculationList: {
            list: components["schemas"]["RecalculationTask"][];
        };
        RecalculationTask: {
            id: string;
            station_id: string;
            /** @enum {string} */
            kind: "rollups" | "revenue";
            things_id: string | null;
            begin_time: string;
            end_time: string;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            progress: number;
            error: string | null;
            created_at: string;
            finished_at: string | null;
        };
        RegistrationResponse: {
            user_id: string;
            tenant_id: string;
            /** @enum {string} */
            status: "pending" | "active";
        };
        RememberResponse: {
            username: string | null;
        };
        RepairOrderList: {
            list: components["schemas"]["RepairOrder"][];
            pagination: components["schemas"]["Pagination"];
            counts: {
                to_review: number;
                in_service: number;
                completed: number;
                cancelled: number;
            } & {
                [key: string]: number;
            };
        };
        RepairOrderRecord: {
            id: string;
            order_no: string;
            station_id: string;
            station_name: string;
            device_id: string | null;
            description: string;
            contact: string;
            phone: string;
            address: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            picture_ids: string[];
            pictures: components["schemas"]["UploadRef"][];
            /** @enum {string} */
            status: "to_review" | "in_service" | "completed" | "cancelled";
            created_by: string;
            created_by_name: string;
            created_at: string;
            updated_at: string;
            timeline: components["schemas"]["OrderEvent"][];
        };
        RepairOrder: {
            id: string;
            order_no: string;
            station_id: string;
            station_name: string;
            device_id: string | null;
            description: string;
            contact: string;
            phone: string;
            address: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            picture_ids: string[];
            pictures: components["schemas"]["UploadRef"][];
            /** @enum {string} */
            status: "to_review" | "in_service" | "completed" | "cancelled";
            created_by: string;
            created_by_name: string;
            created_at: string;
            updated_at: string;
        };
        ReportColumn: {
            key: string;
            /** @enum {string} */
            unit: "kWh" | "%" | "money" | "kg" | "ton";
            band: ("sharp" | "peak" | "flat" | "valley" | "deep_valley") | null;
        };
        ReportRow: {
            label: string;
            start: string;
            values: {
                [key: string]: number;
            };
            base_label: string | null;
            base_values: {
                [key: string]: number;
            } | null;
            change: {
                [key: string]: number | null;
            } | null;
        };
        ReportStation: {
            id: string;
            name: string;
            /** @enum {string} */
            currency: "CNY" | "USD" | "GBP" | "AUD";
            time_zone: string | null;
            offset_minutes: number;
            rows: components["schemas"]["ReportRow"][];
            total: components["schemas"]["ReportRow"];
            payback: {
                total_cost: number | null;
                cumulative_revenue: number;
                payback_date: string | null;
                cumulative: number[];
            } | null;
            emission_factor: {
                kg_per_kwh: number;
                default: boolean;
            } | null;
        };
        RoleList: {
            list: components["schemas"]["Role"][];
            pagination: components["schemas"]["Pagination"];
        };
        Role: {
            id: string;
            name: string;
            description: string;
            auth_flag: number;
            apis: string[];
            stations: string[];
            devices: string[];
            menus: string[];
            created_at: string;
            updated_at: string;
        };
        RolloutPlan: {
            canary_percent: number;
            group_percents: number[];
            success_threshold: number;
            approval_required: boolean;
            error_threshold: number;
            error_min_finished: number;
            pacing_per_minute: number;
            window: {
                start: string;
                end: string;
            } | null;
            timeout_seconds: number;
            retries: number;
        };
        SelfTenant: {
            id: string;
            name: string;
            namespace: string;
            business_id: string;
            extension_code: string;
            /** @enum {string} */
            status: "pending" | "active" | "rejected" | "disabled";
            tenant_type: number;
            info_model_id: string | null;
            is_platform: boolean;
        };
        SelfUser: {
            id: string;
            tenant_id: string;
            name: string;
            username: string;
            nick_name: string;
            avatar: string;
            isManager: boolean;
            isPlatformAdmin: boolean;
            mobile: string;
            email: string;
            /** @enum {string} */
            user_type: "1" | "2";
            gender: string;
            job: string;
            industry: string;
            organization_name: string;
            address: string;
            city: string;
            customization: string;
        };
        SessionResponse: {
            token: string;
            user_id: string;
            tenant_id: string;
            expires_at: string;
        };
        SessionsEnded: {
            ended: number;
        };
        SimCardList: {
            items: components["schemas"]["SimCard"][];
        };
        SimCard: {
            id: string;
            iccid: string;
            device_id: string | null;
            device_name: string | null;
            device_used_mb: number | null;
            provider_used_mb: number | null;
            limit_mb: number | null;
            expires_at: string | null;
            warnings: ("usage" | "expiry")[];
        };
        SimPoolList: {
            items: components["schemas"]["SimPool"][];
        };
        SimPool: {
            id: string;
            pool_id: string;
            app_id: string;
            secret_saved: boolean;
            provider_url: string;
            total_mb: number | null;
            used_mb: number | null;
            remaining_mb: number | null;
            card_count: number;
            warnings: ("usage" | "expiry")[];
            synced_at: string | null;
            sync_error: string | null;
            created_at: string;
        };
        SpecialPeriod: {
            name: string;
            start_date: string;
            end_date: string;
            periods: components["schemas"]["PricePeriod"][];
            /** @default [] */
            weekday_plans: components["schemas"]["WeekdayPlan"][];
        };
        StateCondition: {
            /** @constant */
            kind: "state";
            /** @enum {string} */
            state: "online_normal" | "online_faulty" | "offline" | "unset" | "alarm" | "debugging";
        };
        StationBms: {
            list: components["schemas"]["BmsDeviceData"][];
        };
        StationDemand: {
            month: string;
            days: number;
            demand_charge_per_kw: number | null;
            peak_import_kw: number;
            peak_date: string | null;
            peak_import_without_battery_kw: number;
            demand_charge: number;
            saving: number;
        };
        StationList: {
            list: components["schemas"]["Station"][];
            pagination: components["schemas"]["Pagination"];
        };
        StationLogEntry: {
            id: string;
            station_id: string;
            user_id: string | null;
            user_name: string;
            /** @enum {string} */
            action: "create" | "update" | "delete" | "bind" | "unbind" | "ext_info" | "share" | "unshare" | "subsystem_create" | "subsystem_update" | "subsystem_delete" | "subsystem_bind" | "master_slave" | "bms_association" | "video" | "recalculate";
            detail: {
                [key: string]: unknown;
            };
            created_at: string;
        };
        StationLogList: {
            list: components["schemas"]["StationLogEntry"][];
            pagination: components["schemas"]["Pagination"];
        };
        StationOverview: {
            station_id: string;
            power: components["schemas"]["FlowPower"];
            soc: number | null;
            today: components["schemas"]["FlowEnergy"];
            total: components["schemas"]["FlowEnergy"];
            today_income: number;
            /** @enum {string} */
            currency: "CNY" | "USD" | "GBP" | "AUD";
            running_status: ("run" | "standby" | "shutdown" | "self_test" | "fault" | "grid_connected" | "off_grid") | null;
            updated_at: string | null;
            history_since: string | null;
            curve: components["schemas"]["PowerCurvePoint"][];
            included_station_ids: string[];
        };
        StationPicture: {
            id: string;
            url: string;
        };
        Station: {
            id: string;
            name: string;
            /** @enum {string} */
            type: "household_storage" | "industry_storage" | "household_micro_inverter" | "storage_system";
            /** @enum {string} */
            architecture: "single" | "master_slave";
            address: string;
            contact: string;
            contact_phone: string;
            owner_name: string;
            installed_capacity_kwh: number;
            installed_power_kw: number;
            price_per_kwh: number;
            kwh_income: number | null;
            /** @enum {string} */
            currency: "CNY" | "USD" | "GBP" | "AUD";
            subsidy_income: number | null;
            total_cost: number | null;
            longitude: number | null;
            latitude: number | null;
            tilt: number | null;
            grid_connected_at: string | null;
            tz_offset_hours: number;
            time_zone: string | null;
            emission_factor_kg_per_kwh: number | null;
            pictures: components["schemas"]["StationPicture"][];
            comments: string;
            debug: boolean;
            /** @enum {string} */
            status: "normal" | "fault" | "offline";
            /** @enum {string} */
            online_status: "online" | "offline";
            running_status: ("run" | "standby" | "shutdown" | "self_test" | "fault" | "grid_connected" | "off_grid") | null;
            device_count: number;
            subsystem_count: number;
            collected: boolean;
            master_station_id: string | null;
            /** @enum {string} */
            access: "owner" | "view" | "edit" | "distribute";
            created_at: string;
            updated_at: string;
        };
        StationShareList: {
            list: components["schemas"]["StationShare"][];
        };
        StationShare: {
            user_id: string;
            user_name: string;
            /** @enum {string} */
            permission: "view" | "edit" | "distribute";
            shared_by: string | null;
            created_at: string;
        };
        StationStatistic: {
            buckets: components["schemas"]["StatisticBucket"][];
            total: number | null;
            base_total: number | null;
            change_rate: number | null;
            group_id: string;
            name: string;
            things_id: string[];
        };
        StationStrategyChange: {
            strategy_id: string | null;
            strategy_name: string | null;
            state: ("pending" | "applied" | "failed") | null;
            reason: string | null;
            changed_at: string;
            changed_by: string | null;
        };
        StationStrategy: {
            strategy: components["schemas"]["Strategy"] | null;
            assigned_at: string | null;
            /** @default null */
            state: ("pending" | "applied" | "failed") | null;
            /** @default null */
            reason: string | null;
            /** @default null */
            applied_at: string | null;
            /** @default [] */
            history: components["schemas"]["StationStrategyChange"][];
        };
        StationTariffList: {
            list: components["schemas"]["StationTariff"][];
            current: components["schemas"]["StationTariff"] | null;
        };
        StationTariff: {
            id: string;
            station_id: string;
            template_id: string;
            template_name: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            effective_from: string;
            created_at: string;
        };
        StationThingList: {
            list: components["schemas"]["StationThing"][];
            pagination: components["schemas"]["Pagination"];
        };
        StationThing: {
            id: string;
            name: string;
            type_id: string;
            type_name: string;
            /** @enum {string} */
            status: "online_normal" | "online_faulty" | "offline" | "unset" | "alarm" | "debugging";
            subsystem_id: string | null;
            device_type: string;
            equipped_capacitor: number | null;
            equipped_power: number | null;
            info_model_id: string;
            third_things_id: string;
            extra_info: {
                [key: string]: string;
            };
            bound_at: string;
        };
        StationThingsWithoutPage: {
            list: components["schemas"]["StationThing"][];
        };
        StatisticBucket: {
            label: string;
            start: string;
            end: string;
            value: number | null;
            base_label: string | null;
            base_value: number | null;
            change_rate: number | null;
        };
        StatisticSeries: {
            buckets: components["schemas"]["StatisticBucket"][];
            total: number | null;
            base_total: number | null;
            change_rate: number | null;
        };
        StatusTemplate: {
            value: number;
            zh: string;
            en?: string;
        };
        StorageCapacity: {
            used_bytes: number;
            quota_bytes: number;
            used_percent: number;
            /** @enum {string} */
            state: "normal" | "warning" | "full";
        };
        StorageSettings: {
            /** @enum {string} */
            mode: "general" | "user_exclusive" | "device_fast_delete";
            /** @enum {string} */
            on_full: "refuse" | "loop_delete";
            retention_days: number;
            allowed_modes: ("general" | "user_exclusive" | "device_fast_delete")[];
            retention_max_days: number;
            device_count: number;
            refusing: boolean;
            /** @enum {string} */
            store: "shared" | "exclusive" | "switching";
            deleted_rows: number;
            capacity: components["schemas"]["StorageCapacity"];
        };
        StrategyBatchResult: {
            results: components["schemas"]["StrategyStation"][];
        };
        StrategyDraft: {
            ranges: components["schemas"]["StrategyRange"][];
        };
        StrategyList: {
            list: components["schemas"]["Strategy"][];
            pagination: components["schemas"]["Pagination"];
        };
        StrategyRange: {
            start: string;
            end: string;
            /** @enum {string} */
            mode: "standby" | "peak_shaving" | "demand_control" | "anti_reflux" | "demand_response";
            charge_power_kw: number;
            discharge_power_kw: number;
            soc_min: number;
            soc_max: number;
            grid_import_threshold_kw?: number | null;
            demand_target_kw?: number | null;
            max_export_kw?: number | null;
            response_start?: string | null;
            response_end?: string | null;
            response_target_kw?: number | null;
        };
        Strategy: {
            id: string;
            name: string;
            remark: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            is_default: boolean;
            ranges: components["schemas"]["StrategyRange"][];
            station_count: number;
            created_at: string;
            updated_at: string;
        };
        StrategyStation: {
            station_id: string;
            station_name: string | null;
            state: ("pending" | "applied" | "failed") | null;
            reason: string | null;
            assigned_at: string | null;
            applied_at: string | null;
        };
        StrategyStations: {
            list: components["schemas"]["StrategyStation"][];
        };
        SubUserList: {
            list: components["schemas"]["SubUser"][];
            pagination: components["schemas"]["Pagination"];
        };
        SubUser: {
            id: string;
            username: string;
            sign_in_name: string;
            nick_name: string;
            mobile: string | null;
            email: string | null;
            parent_user_id: string | null;
            roles: {
                id: string;
                name: string;
            }[];
            scope: components["schemas"]["AccessScope"];
            created_at: string;
        };
        SubsystemList: {
            list: components["schemas"]["Subsystem"][];
        };
        Subsystem: {
            id: string;
            station_id: string;
            name: string;
            device_ids: string[];
            created_at: string;
        };
        TenantManagerCheckResponse: {
            is_manager: boolean;
        };
        TenantMenu: {
            menu_json: components["schemas"]["MenuItem"][];
        };
        TenantStorageList: {
            list: components["schemas"]["TenantStorageRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        TenantStorageRow: {
            tenant_id: string;
            tenant_name: string;
            namespace: string;
            /** @enum {string} */
            mode: "general" | "user_exclusive" | "device_fast_delete";
            /** @enum {string} */
            on_full: "refuse" | "loop_delete";
            retention_days: number;
            allowed_modes: ("general" | "user_exclusive" | "device_fast_delete")[];
            retention_max_days: number;
            quota_custom: boolean;
            refusing: boolean;
            /** @enum {string} */
            store: "shared" | "exclusive" | "switching";
            capacity: components["schemas"]["StorageCapacity"];
        };
        ThingEvent: {
            name: string;
            zh: string;
            en?: string;
            /**
             * @default info
             * @enum {string}
             */
            level: "info" | "warning" | "fault";
        };
        ThingOperation: {
            name: string;
            zh: string;
            en?: string;
            objectid: number;
            methodid: number;
            /** @default true */
            show_in_control: boolean;
            /** @default true */
            needs_response: boolean;
            /** @default [] */
            params: components["schemas"]["OperationParam"][];
        };
        ThingProperty: {
            name: string;
            zh: string;
            en?: string;
            /** @enum {string} */
            type: "int" | "float" | "string" | "object" | "array";
            unit?: string;
            min?: number;
            max?: number;
            enum?: (string | number)[];
            cumulative?: boolean;
        };
        ThirdLoginAuthResponse: {
            auth_url: string;
        };
        ThirdLoginBindResponse: {
            token: string;
            user_id: string;
            tenant_id: string;
        };
        ThirdLoginCheckResponse: {
            is_bind: boolean;
            session_info: {
                token: string;
                user_id: string;
                tenant_id: string;
            } | null;
            bind_token?: string;
        };
        ThirdLoginProvidersResponse: {
            providers: {
                third_type: string;
                name: string;
            }[];
        };
        TimeCondition: {
            days: number[];
            start: string;
            end: string;
        };
        TimedStrategyList: {
            list: components["schemas"]["TimedStrategy"][];
            pagination: components["schemas"]["Pagination"];
        };
        TimedStrategyLogList: {
            list: components["schemas"]["TimedStrategyLog"][];
            pagination: components["schemas"]["Pagination"];
        };
        TimedStrategyLog: {
            id: string;
            strategy_id: string;
            strategy_name: string;
            /** @enum {string} */
            status: "running" | "waiting_retry" | "finished" | "failed";
            retry_count: number;
            content: {
                operation: string;
                params: {
                    [key: string]: unknown;
                };
            }[];
            error_code: string | null;
            due_at: string;
            finished_at: string | null;
        };
        TimedStrategy: {
            id: string;
            name: string;
            station_id: string;
            device_id: string;
            device_name: string | null;
            function_block: string | null;
            /** @enum {string} */
            repeat_mode: "cycle" | "specified_time";
            cycle: ("interval_minutes" | "interval_hours" | "day" | "week" | "month" | "year") | null;
            every: number;
            weekdays: number[];
            run_time: string | null;
            day_of_month: number | null;
            month_of_year: number | null;
            specified_times: string[];
            effective_at: string;
            failure_at: string;
            retry_times: number;
            retry_interval: number;
            enabled: boolean;
            commands: {
                operation: string;
                params: {
                    [key: string]: unknown;
                };
                interval_seconds: number;
            }[];
            next_run_at: string | null;
            time_zone: string;
            created_at: string;
            updated_at: string;
        };
        TriggerCondition: {
            conditions: (components["schemas"]["PointCondition"] | components["schemas"]["OfflineCondition"] | components["schemas"]["LogCondition"] | components["schemas"]["StateCondition"])[];
            /**
             * @default and
             * @enum {string}
             */
            join: "and" | "or";
            /** @default 0 */
            duration_seconds: number;
            /**
             * @default {
             *       "type": "immediate"
             *     }
             */
            frequency: {
                /** @constant */
                type: "immediate";
            } | {
                /** @constant */
                type: "count_within";
                times: number;
                seconds: number;
            };
            /** @default 0 */
            hysteresis: number;
        };
        TriggerFilter: {
            /** @enum {string} */
            type: "all" | "device_type" | "station" | "devices";
            /** @default [] */
            ids: string[];
        };
        UniquenessCheckResponse: {
            result: boolean;
        };
        UploadRef: {
            id: string;
            url: string;
        };
        UploadResult: {
            id: string;
            url: string;
        };
        UserCustomization: {
            systemConfig: components["schemas"]["CustomizationEntry"][];
        };
        VideoSettings: {
            streams: {
                name: string;
                url: string;
            }[];
        };
        WeekdayPlan: {
            weekdays: number[];
            periods: components["schemas"]["PricePeriod"][];
        };
        WorkOrderFigures: {
            months: components["schemas"]["WorkOrderMonthFigures"][];
        };
        WorkOrderList: {
            list: components["schemas"]["WorkOrder"][];
            pagination: components["schemas"]["Pagination"];
            counts: {
                pending: number;
                in_process: number;
                to_verify: number;
                completed: number;
                failed: number;
                rejected: number;
                withdrawn: number;
            } & {
                [key: string]: number;
            };
        };
        WorkOrderMonthFigures: {
            month: string;
            orders: number;
            time_to_receive: {
                count: number;
                median: number | null;
                p90: number | null;
            };
            time_to_repair: {
                count: number;
                median: number | null;
                p90: number | null;
            };
            overdue: {
                count: number;
                median: number | null;
                p90: number | null;
            };
        };
        WorkOrderRecord: {
            id: string;
            order_no: string;
            tenant_id: string;
            name: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            /** @enum {string} */
            priority: "low" | "normal" | "high";
            /** @enum {string} */
            type: "troubleshooting" | "station_inspection" | "device_warranty" | "cloud_platform";
            /** @enum {string} */
            feedback_type: "function" | "root" | "consult" | "problem" | "suggestion" | "other";
            template_id: string | null;
            checklist: {
                item: string;
                done: boolean;
                note: string;
                i18n: {
                    [key: string]: {
                        zh?: string;
                        en?: string;
                    };
                };
            }[];
            station_id: string | null;
            station_name: string | null;
            device_ids: string[];
            alarm_event_id: string | null;
            /** @enum {string} */
            status: "pending" | "in_process" | "to_verify" | "completed" | "failed" | "rejected" | "withdrawn";
            sponsor_id: string;
            sponsor_name: string;
            handler_id: string | null;
            handler_name: string | null;
            verifier_id: string;
            verifier_name: string;
            planned_start: string;
            planned_end: string;
            actual_start: string | null;
            actual_end: string | null;
            overdue_at: string | null;
            description: string;
            picture_ids: string[];
            pictures: components["schemas"]["UploadRef"][];
            my_roles: ("sponsor" | "handler" | "verifier")[];
            created_at: string;
            updated_at: string;
            timeline: components["schemas"]["OrderEvent"][];
        };
        WorkOrder: {
            id: string;
            order_no: string;
            tenant_id: string;
            name: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            /** @enum {string} */
            priority: "low" | "normal" | "high";
            /** @enum {string} */
            type: "troubleshooting" | "station_inspection" | "device_warranty" | "cloud_platform";
            /** @enum {string} */
            feedback_type: "function" | "root" | "consult" | "problem" | "suggestion" | "other";
            template_id: string | null;
            checklist: {
                item: string;
                done: boolean;
                note: string;
                i18n: {
                    [key: string]: {
                        zh?: string;
                        en?: string;
                    };
                };
            }[];
            station_id: string | null;
            station_name: string | null;
            device_ids: string[];
            alarm_event_id: string | null;
            /** @enum {string} */
            status: "pending" | "in_process" | "to_verify" | "completed" | "failed" | "rejected" | "withdrawn";
            sponsor_id: string;
            sponsor_name: string;
            handler_id: string | null;
            handler_name: string | null;
            verifier_id: string;
            verifier_name: string;
            planned_start: string;
            planned_end: string;
            actual_start: string | null;
            actual_end: string | null;
            overdue_at: string | null;
            description: string;
            picture_ids: string[];
            pictures: components["schemas"]["UploadRef"][];
            my_roles: ("sponsor" | "handler" | "verifier")[];
            created_at: string;
            updated_at: string;
        };
        WorkOrderTemplateList: {
            list: components["schemas"]["WorkOrderTemplate"][];
        };
        WorkOrderTemplate: {
            id: string;
            /** @enum {string} */
            type: "troubleshooting" | "station_inspection" | "device_warranty" | "cloud_platform";
            name: string;
            i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            };
            checklist: string[];
            checklist_i18n: {
                [key: string]: {
                    zh?: string;
                    en?: string;
                };
            }[];
            created_at: string;
        };
        WorkOrderTenantFigures: {
            tenants: {
                months: components["schemas"]["WorkOrderMonthFigures"][];
                tenant_id: string;
            }[];
        };
        /** @description The body of every failure. */
        ErrorEnvelope: {
            /** @description A catalogue code (docs/errors.md), e.g. `iot-http.404`. */
            code: string;
            /** @description The code's text in the caller's language (zh or en). */
            message: string;
            /** @description Details some codes carry. */
            data?: unknown;
        };
        FieldError: {
            /** @description The failing field, dotted. */
            field: string;
            /** @description A catalogue code (docs/errors.md), e.g. `iot-http.404`. */
            code: string;
            /** @description The code's text in the caller's language (zh or en). */
            message: string;
        };
        /** @description A request that fails its schema: one entry per failing field. */
        ValidationErrorEnvelope: {
            /** @description A catalogue code (docs/errors.md), e.g. `iot-http.404`. */
            code: string;
            /** @description The code's text in the caller's language (zh or en). */
            message: string;
            data: {
                fields: components["schemas"]["FieldError"][];
            };
        };
    };
    responses: {
        /** @description - `iot-http.400`: The body is not valid JSON or cannot be parsed for its content type. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {string} */
                    code?: "iot-http.400";
                };
            };
        };
        /** @description - `iot-http.401`: No session token, or the token is unknown, expired or revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {string} */
                    code?: "iot-http.401";
                };
            };
        };
        /** @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {string} */
                    code?: "iot-http.403";
                };
            };
        };
        /** @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {string} */
                    code?: "iot-http.404";
                };
            };
        };
        /** @description - `iot-http.413`: The request body exceeds the configured body limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {string} */
                    code?: "iot-http.413";
                };
            };
        };
        /** @description - `iot-http.415`: The request content type is not accepted by this route. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {string} */
                    code?: "iot-http.415";
                };
            };
        };
        /** @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorEnvelope"] & {
                    /** @enum {string} */
                    code?: "iot-http.422";
                };
            };
        };
        /**
         * @description A failure of no particular call, as the same envelope; every code, its status and its zh and en text are listed in docs/errors.md.
         *     - `iot-http.408`: The request did not arrive completely within the server's request timeout.
         *     - `iot-http.431`: The request line and headers together exceed 16 KB, e.g. a very long query string; answered before any route runs.
         *     - `iot-http.500`: An unexpected failure; the log holds the details under the request id. No stack, SQL or path is returned.
         *     - `iot-http.503`: A dependency (database or broker) is down or the server is shutting down.
         */
        Failure: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    /** @enum {string} */
                    code?: "iot-http.408" | "iot-http.431" | "iot-http.500" | "iot-http.503";
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Service unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "appDownload.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppDownload"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
        };
    };
    "captcha.image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptchaResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
        };
    };
    "auth.checkTenantManager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantManagerCheckInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantManagerCheckResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "auth.createSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginFormInput"] | components["schemas"]["SmsLoginFormInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /**
             * @description - `iot-http.400`: The body is not valid JSON or cannot be parsed for its content type.
             *     - `iot-control.10013`: svg_code_uuid is missing, unknown or already used (a graphic code is single-use). The client refreshes the captcha.
             *     - `iot-control.10026`: The graphic code text does not match. The code is consumed; the client refreshes the captcha.
             *     - `iot-control.10027`: The graphic code is older than its lifetime. The client refreshes the captcha.
             *     - `iot-control.10018`: Password sign-in: no account matches the username (plain, name@tenant or mobile form). Shown under the username field.
             *     - `iot-control.10022`: Password sign-in: the account exists but the password does not match; counts towards the lock (iot-http.423). Shown under the password field.
             *     - `iot-control.10020`: The SMS code for this number has expired, was already used, or the number of wrong attempts reached the cap; a new code must be sent. Shown under the SMS code field.
             *     - `iot-control.10021`: The SMS code does not match the code last sent to this number. Shown under the SMS code field.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.400" | "iot-control.10013" | "iot-control.10026" | "iot-control.10027" | "iot-control.10018" | "iot-control.10022" | "iot-control.10020" | "iot-control.10021";
                    };
                };
            };
            /**
             * @description - `iot-tenant.10027`: Sign-in refused because the user account itself is disabled. Shown under the username field.
             *     - `iot-tenant.10041`: Sign-in refused because the tenant (merchant, user type 1) has registered but is not approved yet. Shown under the username field.
             *     - `iot-tenant.10016`: Sign-in refused because the account's tenant (merchant) is disabled or its registration was rejected. Shown under the username field.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-tenant.10027" | "iot-tenant.10041" | "iot-tenant.10016";
                    };
                };
            };
            /** @description - `iot-tenant.10012`: SMS sign-in, third-party binding or code request for a mobile number no account has. Shown under the mobile field in SMS mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-tenant.10012";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description - `iot-http.423`: Sign-in refused because the account is locked after repeated failures. data.mobile holds the masked security phone (e.g. 138****0000); the sign-in screen opens the security-phone verification dialog with it. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.423";
                    };
                };
            };
            /** @description - `iot-http.429`: A rate limit was exceeded; data.retryAfter gives seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.429";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "auth.logout": {
        parameters: {
            query?: {
                session_id?: string;
                ujwt?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "auth.createManagerSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginFormInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /**
             * @description - `iot-http.400`: The body is not valid JSON or cannot be parsed for its content type.
             *     - `iot-control.10013`: svg_code_uuid is missing, unknown or already used (a graphic code is single-use). The client refreshes the captcha.
             *     - `iot-control.10026`: The graphic code text does not match. The code is consumed; the client refreshes the captcha.
             *     - `iot-control.10027`: The graphic code is older than its lifetime. The client refreshes the captcha.
             *     - `iot-control.10018`: Password sign-in: no account matches the username (plain, name@tenant or mobile form). Shown under the username field.
             *     - `iot-control.10022`: Password sign-in: the account exists but the password does not match; counts towards the lock (iot-http.423). Shown under the password field.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.400" | "iot-control.10013" | "iot-control.10026" | "iot-control.10027" | "iot-control.10018" | "iot-control.10022";
                    };
                };
            };
            /**
             * @description - `iot-tenant.10027`: Sign-in refused because the user account itself is disabled. Shown under the username field.
             *     - `iot-tenant.10041`: Sign-in refused because the tenant (merchant, user type 1) has registered but is not approved yet. Shown under the username field.
             *     - `iot-tenant.10016`: Sign-in refused because the account's tenant (merchant) is disabled or its registration was rejected. Shown under the username field.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-tenant.10027" | "iot-tenant.10041" | "iot-tenant.10016";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description - `iot-http.423`: Sign-in refused because the account is locked after repeated failures. data.mobile holds the masked security phone (e.g. 138****0000); the sign-in screen opens the security-phone verification dialog with it. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.423";
                    };
                };
            };
            /** @description - `iot-http.429`: A rate limit was exceeded; data.retryAfter gives seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.429";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "auth.managerSessionFromUjwt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UjwtManagerSessionInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /**
             * @description - `iot-http.400`: The body is not valid JSON or cannot be parsed for its content type.
             *     - `iot-control.10031`: addSessionsForTenantManager (ujwt): the ujwt is not a live session, or the username is not the user of that session. Tells nothing about the named account and counts towards the per-address limit.
             *     - `iot-control.10018`: Password sign-in: no account matches the username (plain, name@tenant or mobile form). Shown under the username field.
             *     - `iot-control.10022`: Password sign-in: the account exists but the password does not match; counts towards the lock (iot-http.423). Shown under the password field.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.400" | "iot-control.10031" | "iot-control.10018" | "iot-control.10022";
                    };
                };
            };
            /**
             * @description - `iot-tenant.10027`: Sign-in refused because the user account itself is disabled. Shown under the username field.
             *     - `iot-tenant.10041`: Sign-in refused because the tenant (merchant, user type 1) has registered but is not approved yet. Shown under the username field.
             *     - `iot-tenant.10016`: Sign-in refused because the account's tenant (merchant) is disabled or its registration was rejected. Shown under the username field.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-tenant.10027" | "iot-tenant.10041" | "iot-tenant.10016";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description - `iot-http.423`: Sign-in refused because the account is locked after repeated failures. data.mobile holds the masked security phone (e.g. 138****0000); the sign-in screen opens the security-phone verification dialog with it. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.423";
                    };
                };
            };
            /** @description - `iot-http.429`: A rate limit was exceeded; data.retryAfter gives seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.429";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "auth.unlockAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnlockRequestInput"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description - `iot-http.400`: The body is not valid JSON or cannot be parsed for its content type.
             *     - `iot-control.10020`: The SMS code for this number has expired, was already used, or the number of wrong attempts reached the cap; a new code must be sent. Shown under the SMS code field.
             *     - `iot-control.10021`: The SMS code does not match the code last sent to this number. Shown under the SMS code field.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.400" | "iot-control.10020" | "iot-control.10021";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description - `iot-http.429`: A rate limit was exceeded; data.retryAfter gives seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.429";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "passwordReset.reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {number} */
                    type: 1;
                    destination: string;
                    code: string;
                    password: string;
                    confirmPassword: string;
                } | {
                    /** @enum {number} */
                    type: 2;
                    destination: string;
                    code: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "remember.read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RememberResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
        };
    };
    "remember.save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RememberRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RememberResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "remember.forget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
        };
    };
    "verification.request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {number} */
                    type: 1;
                    destination: string;
                    /** @enum {string} */
                    purpose: "login" | "register" | "reset" | "bind" | "unlock" | "change";
                    user_id?: string;
                } | {
                    /** @enum {number} */
                    type: 2;
                    destination: string;
                    /** @enum {string} */
                    purpose: "login" | "register" | "reset" | "bind" | "unlock" | "change";
                    user_id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description - `iot-tenant.10012`: SMS sign-in, third-party binding or code request for a mobile number no account has. Shown under the mobile field in SMS mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-tenant.10012";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "verification.requestForSelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {number} */
                    type: 1;
                    destination: string;
                    /** @enum {string} */
                    region: "cn" | "intl";
                } | {
                    /** @enum {number} */
                    type: 2;
                    destination: string;
                    /** @enum {string} */
                    region?: "cn" | "intl";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "verification.requestForNewUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {number} */
                    type: 1;
                    destination: string;
                    /** @enum {string} */
                    purpose: "login" | "register" | "reset" | "bind" | "unlock" | "change";
                    /** Format: uuid */
                    user_id: string;
                } | {
                    /** @enum {number} */
                    type: 2;
                    destination: string;
                    /** @enum {string} */
                    purpose: "login" | "register" | "reset" | "bind" | "unlock" | "change";
                    /** Format: uuid */
                    user_id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "verification.requestForUser": {
        parameters: {
            query: {
                mobile: string;
            };
            header?: never;
            path: {
                tenantId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "accounts.selfUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelfUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "accounts.selfTenant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelfTenant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "accounts.checkUnique": {
        parameters: {
            query: {
                field: "email" | "mobile" | "name" | "parent_id_base64" | "validation_code";
                value: string;
                validate_type?: string;
                validate_code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UniquenessCheckResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "accounts.register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    /** @enum {string} */
                    userType: "1";
                    mobile: string;
                    mobile_verification_code: string;
                    name: string;
                    password: string;
                    confirmPassword: string;
                    email?: string;
                    email_verification_code?: string;
                    /**
                     * @default 男
                     * @enum {string}
                     */
                    gender?: "男" | "女";
                    avatar?: string;
                    description?: string;
                    country?: string;
                    province?: string;
                    /** @default Solar_R2_Industry */
                    city?: string;
                    department?: string;
                    /**
                     * @default 0
                     * @enum {number}
                     */
                    tenant_type?: 0;
                    /** @default Solar_R2_Industry */
                    platform?: string;
                    nick_name: string;
                    job: string;
                    industry: string;
                    organization_name: string;
                    address: string;
                } | {
                    /** @enum {string} */
                    userType: "2";
                    extension_code: string;
                    mobile: string;
                    mobile_verification_code: string;
                    name: string;
                    password: string;
                    confirmPassword: string;
                    email?: string;
                    email_verification_code?: string;
                    /**
                     * @default 男
                     * @enum {string}
                     */
                    gender?: "男" | "女";
                    avatar?: string;
                    description?: string;
                    country?: string;
                    province?: string;
                    /** @default Solar_R2_Industry */
                    city?: string;
                    department?: string;
                    /**
                     * @default 0
                     * @enum {number}
                     */
                    tenant_type?: 0;
                    /** @default Solar_R2_Industry */
                    platform?: string;
                    nick_name?: string;
                    /** @default Solar_R2_Industry */
                    job?: string;
                    /** @default Solar_R2_Industry */
                    industry?: string;
                    /** @default Solar_R2_Industry */
                    organization_name?: string;
                    /** @default Solar_R2_Industry */
                    address?: string;
                }) & {
                    /** @enum {boolean} */
                    agreement: true;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "admin.listTenants": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                status?: "pending" | "active" | "rejected" | "disabled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTenantList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "admin.listTenantUsers": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "admin.listOutbox": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                destination?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "tenantAction.approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantReviewInput"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "tenantAction.reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantReviewInput"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "tenantAction.disable": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantReviewInput"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "tenantAction.enable": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantReviewInput"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "userAccountAction.disable": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "userAccountAction.enable": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "brands.forHost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Brand"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
        };
    };
    "brands.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBrandList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "brands.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    host: string;
                    /** @default  */
                    contact_name?: string;
                    /** @default  */
                    phone?: string;
                    /** @default  */
                    email?: "" | string;
                    /** @default  */
                    android_image?: string;
                    /** @default  */
                    ios_image?: string;
                    /** @default false */
                    owner_only?: boolean;
                    /** @default [] */
                    base_path_mappings?: components["schemas"]["BasePathMappingInput"][];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBrand"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "brands.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    host: string;
                    /** @default  */
                    contact_name?: string;
                    /** @default  */
                    phone?: string;
                    /** @default  */
                    email?: "" | string;
                    /** @default  */
                    android_image?: string;
                    /** @default  */
                    ios_image?: string;
                    /** @default false */
                    owner_only?: boolean;
                    /** @default [] */
                    base_path_mappings?: components["schemas"]["BasePathMappingInput"][];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBrand"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "brands.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "thirdParty.providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThirdLoginProvidersResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
        };
    };
    "thirdParty.authUrl": {
        parameters: {
            query: {
                platform?: string;
                redirect_url: string;
                third_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThirdLoginAuthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description - `iot-third.10003`: A third-party sign-in call names a provider (third_type) that the server has no configuration for. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-third.10003";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "thirdParty.check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThirdLoginCheckInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThirdLoginCheckResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description - `iot-third.10003`: A third-party sign-in call names a provider (third_type) that the server has no configuration for. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-third.10003";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "thirdParty.bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThirdLoginBindInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThirdLoginBindResponse"];
                };
            };
            /**
             * @description - `iot-http.400`: The body is not valid JSON or cannot be parsed for its content type.
             *     - `iot-third.10002`: The auth_code or bind_token is unknown, expired or already used.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.400" | "iot-third.10002";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.selfPrivileges": {
        parameters: {
            query?: {
                platform?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivilegeSelf"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.listRoles": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.createRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleRequestInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.commonRoles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonRoleList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "access.updateRole": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.deleteRole": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.listSubUsers": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubUserList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.createSubUser": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubUserCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.updateSubUser": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubUserUpdateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.deleteSubUser": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.resetPassword": {
        parameters: {
            query: {
                password: string;
            };
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.setRoles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubUserRolesInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.setScope": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessScopeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "access.authorizeBatch": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchAuthorizationInput"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "messages.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                read_status?: number;
            };
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "messages.markRead": {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkedCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "messages.markAllRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkedCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "messages.mandatory": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                platform?: string;
                read_status?: number;
                reminder_mode?: number;
            };
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MandatoryMessageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "messages.confirmMandatory": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MandatoryMessageReadInput"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "customisation.tenantEntries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomizationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "customisation.updateTenant": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomizationUpdateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomizationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "customisation.forUser": {
        parameters: {
            query?: {
                find_parent?: string;
                find_tenant?: string;
                match_key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCustomization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "customisation.updateOwnSetting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSettingUpdateInput"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "storageCapacity.ofCaller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorageCapacity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "storageCapacity.setQuota": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantStorageQuotaInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorageCapacity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "storageCapacity.settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorageSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "storageCapacity.updateSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StorageSettingsUpdateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StorageSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "storageCapacity.tenantList": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantStorageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "storageCapacity.setPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoragePolicyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantStorageRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "uploads.upload": {
        parameters: {
            query: {
                purpose: "avatar" | "menu-icon" | "system-logo" | "screen-logo" | "station-picture" | "order-picture";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "uploads.read": {
        parameters: {
            query?: {
                expires?: string;
                signature?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "menus.sideMenu": {
        parameters: {
            query?: {
                platform?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantMenu"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "menus.tenantMenu": {
        parameters: {
            query?: {
                platform?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantMenu"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "menus.createTenantItem": {
        parameters: {
            query?: {
                platform?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuItemCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "menus.deleteTenantItem": {
        parameters: {
            query?: {
                platform?: string;
            };
            header?: never;
            path: {
                menu_field: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-menu.10004`: The tenant has no menu configuration for the platform, or the tenant menu item does not exist.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-menu.10004";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "menus.updateTenantItem": {
        parameters: {
            query?: {
                platform?: string;
            };
            header?: never;
            path: {
                menu_field: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuItemUpdateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-menu.10004`: The tenant has no menu configuration for the platform, or the tenant menu item does not exist.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-menu.10004";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "menus.publicMenu": {
        parameters: {
            query?: {
                platform?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantMenu"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "menus.createPublic": {
        parameters: {
            query?: {
                platform?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuItemCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "menus.deletePublic": {
        parameters: {
            query?: {
                platform?: string;
            };
            header?: never;
            path: {
                menu_field: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "menus.updatePublic": {
        parameters: {
            query?: {
                platform?: string;
            };
            header?: never;
            path: {
                menu_field: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuItemUpdateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "systemLog.operationPage": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                user?: string;
                module?: string;
                action?: string;
                result?: "success" | "failure";
                current_page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationLogPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "systemLog.behaviourPage": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                user?: string;
                module?: string;
                action?: string;
                result?: "success" | "failure";
                current_page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BehaviourLogPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "systemLogExport.operations": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                user?: string;
                module?: string;
                action?: string;
                result?: "success" | "failure";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "systemLogExport.behaviours": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                user?: string;
                module?: string;
                action?: string;
                result?: "success" | "failure";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "personal.profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "personal.updateProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonalProfileUpdateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "personal.changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "personal.changeMobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MobileChangeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalProfile"];
                };
            };
            /**
             * @description - `iot-http.400`: The body is not valid JSON or cannot be parsed for its content type.
             *     - `iot-control.10020`: The SMS code for this number has expired, was already used, or the number of wrong attempts reached the cap; a new code must be sent. Shown under the SMS code field.
             *     - `iot-control.10021`: The SMS code does not match the code last sent to this number. Shown under the SMS code field.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.400" | "iot-control.10020" | "iot-control.10021";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "personal.changeEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalProfile"];
                };
            };
            /**
             * @description - `iot-http.400`: The body is not valid JSON or cannot be parsed for its content type.
             *     - `login.error.019`: Registration submitted with an e-mail code that does not match, has expired or was used; the form goes back to the e-mail step.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.400" | "login.error.019";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "personal.sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnSessionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "personal.endOtherSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "personal.endSession": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "organisations.tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationTree"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "organisations.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganisationCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organisation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "organisations.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganisationUpdateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organisation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "organisations.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "organisations.members": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationMemberList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "organisations.addMembers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganisationMembersAddInput"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "organisations.removeMember": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "deviceType.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                kind?: "standard" | "custom";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceTypeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "deviceTypeCreate.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceTypeCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-type.10001`: Another device type of the tenant already has this name.
             *     - `iot-type.10002`: Creating a custom device type beyond the number allowed for the tenant.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-type.10001" | "iot-type.10002";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "deviceType.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "deviceType.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceTypeCreateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-type.10001`: Another device type of the tenant already has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-type.10001";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "deviceType.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-type.10003`: Deleting a device type that devices still use. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-type.10003";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "deviceType.export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceTypeExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "deviceTypeCreate.import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceTypeCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-type.10001`: Another device type of the tenant already has this name.
             *     - `iot-type.10002`: Creating a custom device type beyond the number allowed for the tenant.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-type.10001" | "iot-type.10002";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "infoModel.batch": {
        parameters: {
            query?: {
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfoModelBatch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "infoModel.functionBlocks": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                function_block?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunctionBlockPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "infoModelItem.operations": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                function_block?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfoModelItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "infoModelItem.events": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                function_block?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfoModelItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "infoModelItem.status": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                function_block?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfoModelItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "device.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                type_id?: string;
                status?: "online_normal" | "online_faulty" | "offline" | "unset" | "alarm" | "debugging";
                gateway_id?: string;
                station_id?: string;
                control_mode?: "cloud" | "local";
                search?: string;
                search_by?: "id" | "name" | "all";
                sort?: "created_at" | "id" | "name" | "type_name" | "status" | "online_at";
                sort_type?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceList"];
                };
            };
            /**
             * @description - `iot-http.400`: The body is not valid JSON or cannot be parsed for its content type.
             *     - `iot-device.10006`: A device search with type all when the result would exceed 1000 devices; choose a type.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.400" | "iot-device.10006";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "device.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /**
             * @description - `iot-device.10020`: Gateways have one level: a device cannot be its own gateway, a gateway with sub-devices cannot become a sub-device, a sub-device cannot be a gateway, and a sub-device of another gateway must be removed there first. data.device_ids names the devices.
             *     - `iot-device.10003`: Adding or importing devices would exceed the device count allowed for the tenant.
             *     - `iot-device.10016`: Adding a device whose id is already used.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-device.10020" | "iot-device.10003" | "iot-device.10016";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "device.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "device.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /**
             * @description - `iot-device.10004`: Deleting a device that is still bound to a station; unbind it first.
             *     - `iot-device.10005`: Deleting a gateway that still has sub-devices; remove the sub-devices first.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-device.10004" | "iot-device.10005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "device.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceUpdateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /**
             * @description - `iot-device.10001`: Editing settings that must be delivered to the device while it is offline.
             *     - `iot-device.10020`: Gateways have one level: a device cannot be its own gateway, a gateway with sub-devices cannot become a sub-device, a sub-device cannot be a gateway, and a sub-device of another gateway must be removed there first. data.device_ids names the devices.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-device.10001" | "iot-device.10020";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "device.pushConfig": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceConfigPushInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceConfigPushed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /** @description - `iot-device.10001`: Editing settings that must be delivered to the device while it is offline. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-device.10001";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /**
             * @description - `iot-command.10003`: The device received its limit of commands (each command of a task counts) or configuration pushes within the sliding window (COMMANDS_PER_DEVICE_MAX, CONFIG_PUSHES_PER_DEVICE_MAX per DEVICE_SEND_WINDOW_SECONDS). data.retry_after gives seconds to wait; nothing was stored or sent.
             *     - `iot-command.10004`: The tenant reached its limit of commands or configuration pushes to all its devices within the sliding window (COMMANDS_PER_TENANT_MAX, CONFIG_PUSHES_PER_TENANT_MAX per DEVICE_SEND_WINDOW_SECONDS). data.retry_after gives seconds to wait; nothing was stored or sent.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-command.10003" | "iot-command.10004";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "device.logs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceLogs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "device.latest": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceLatest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "device.changeKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceKeyChangeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceKeyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /** @description - `iot-device.10008`: A new device key was refused (for instance it is already used by another device) and was not stored. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-device.10008";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "device.addSubDevices": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubDevicesChangeInput"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /** @description - `iot-device.10020`: Gateways have one level: a device cannot be its own gateway, a gateway with sub-devices cannot become a sub-device, a sub-device cannot be a gateway, and a sub-device of another gateway must be removed there first. data.device_ids names the devices. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-device.10020";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "device.removeSubDevices": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubDevicesChangeInput"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "deviceTransfer.export": {
        parameters: {
            query?: {
                type_id?: string;
                status?: "online_normal" | "online_faulty" | "offline" | "unset" | "alarm" | "debugging";
                gateway_id?: string;
                station_id?: string;
                control_mode?: "cloud" | "local";
                search?: string;
                search_by?: "id" | "name" | "all";
                sort?: "created_at" | "id" | "name" | "type_name" | "status" | "online_at";
                sort_type?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "deviceTransfer.import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                "application/json": {
                    devices: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stations.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                name?: string;
                type?: "household_storage" | "industry_storage" | "household_micro_inverter" | "storage_system";
                running_status?: "run" | "standby" | "shutdown" | "self_test" | "fault" | "grid_connected" | "off_grid";
                online_status?: "online" | "offline";
                collected?: "true" | "false";
                sort?: "created_at" | "name" | "installed_capacity_kwh" | "installed_power_kw";
                sort_type?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stations.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StationCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Station"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-station.10001`: Another station of the tenant already has this name.
             *     - `iot-station.10002`: Creating a station while the Industry_ES info model (device model) it needs does not exist for the tenant.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-station.10001" | "iot-station.10002";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-station.10007`: A picture id that names no station-picture image upload of the caller's tenant.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-station.10007";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "stations.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Station"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stations.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StationUpdateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Station"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-station.10001`: Another station of the tenant already has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-station.10001";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-station.10007`: A picture id that names no station-picture image upload of the caller's tenant.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-station.10007";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "stations.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /**
             * @description - `iot-station.10003`: Deleting a station that still has bound devices or sub-systems.
             *     - `iot-station.10004`: Changing a master-slave station to a single-level one while it still has sub-systems.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-station.10003" | "iot-station.10004";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stations.collect": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stations.uncollect": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stations.logs": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                action?: "create" | "update" | "delete" | "bind" | "unbind" | "ext_info" | "share" | "unshare" | "subsystem_create" | "subsystem_update" | "subsystem_delete" | "subsystem_bind" | "master_slave" | "bms_association" | "video" | "recalculate";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationLogList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationSharing.shares": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationShareList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationSharing.share": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    user_id: string;
                    /** @enum {string} */
                    permission: "view" | "edit" | "distribute";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationShareList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-station.10011`: Sharing with an unknown user, a user of another tenant, a manager, or oneself.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-station.10011";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "stationSharing.unshare": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationSharing.batchAuthorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StationBatchAuthorizeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-station.10011`: Sharing with an unknown user, a user of another tenant, a manager, or oneself.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-station.10011";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "stationSubsystems.subsystems": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubsystemList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationSubsystems.createSubsystem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subsystem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-station.10012`: Another sub-system of the station already has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-station.10012";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationSubsystems.renameSubsystem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                subsystem_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subsystem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-station.10012`: Another sub-system of the station already has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-station.10012";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationSubsystems.deleteSubsystem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                subsystem_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationSubsystems.setSubsystemDevices": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                subsystem_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubsystemDevicesInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subsystem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-device.10013`: Binding a device to a sub-system, or to a station, while it is bound to another one. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-device.10013";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-station.10014`: Binding a device to a sub-system, or changing its extra info, while it is not bound to the station.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-station.10014";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "stationSubsystems.masterSlave": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MasterSlaveSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationSubsystems.setMasterSlave": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MasterSlaveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MasterSlaveSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-station.10008`: Master-slave settings naming the station itself, an unknown station, a station with slaves, or one that already has another master; or a single-level station given slaves.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-station.10008";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "stationSubsystems.bmsAssociation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BmsAssociation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationSubsystems.setBmsAssociation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BmsAssociationInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BmsAssociation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-station.10010`: A BMS association naming a device that is not bound to the station, or a device with itself.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-station.10010";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "stationSubsystems.video": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationSubsystems.setVideo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VideoSettingsInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationFigures.overview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationFigures.bms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationBms"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationFigures.home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "stationFigures.countValue": {
        parameters: {
            query?: {
                agg_fun?: "sum" | "avg" | "max" | "min" | "count";
                info_model_id?: string;
                property?: string;
            };
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountValue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationFigures.bigscreenRunning": {
        parameters: {
            query?: {
                statistical_dimension?: "tenant" | "station";
            };
            header?: never;
            path: {
                dimension_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BigscreenRunning"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationFigures.bigscreenCount": {
        parameters: {
            query?: {
                statistical_dimension?: "tenant" | "station";
            };
            header?: never;
            path: {
                dimension_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BigscreenCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationBind.wrapper": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                group_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BindWithInfoInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        things_ids: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /** @description - `iot-out-wrapper.70006`: Binding a device to a station while it is bound to a station already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-out-wrapper.70006";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationBind.groupMgmt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                group_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BindWithInfoInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        things_ids: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /** @description - `iot-out-wrapper.70006`: Binding a device to a station while it is bound to a station already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-out-wrapper.70006";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationBinding.unbind": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                group_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnbindThingsInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        things_ids: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationBinding.setExtInfo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                group_id: string;
                user_id: string;
                things_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtInfoInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        things_id: string;
                        extra_info: {
                            [key: string]: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-station.10014`: Binding a device to a sub-system, or changing its extra info, while it is not bound to the station.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-station.10014";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "stationBinding.things": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                extra_info_key?: string;
                extra_info_value?: string;
                sort_key?: "bound_at" | "id" | "name" | "status";
                sort_type?: "asc" | "desc";
            };
            header?: never;
            path: {
                tenant_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationThingList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationBinding.thingsWithoutPage": {
        parameters: {
            query?: {
                extra_info_key?: string;
                extra_info_value?: string;
                sort_key?: "bound_at" | "id" | "name" | "status";
                sort_type?: "asc" | "desc";
            };
            header?: never;
            path: {
                tenant_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationThingsWithoutPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationRecalc.recalculations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecalculationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "stationRecalc.recalculate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                group_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    begin_time: string;
                    /** Format: date-time */
                    end_time: string;
                    things_id?: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecalculationTask"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-station.10014`: Binding a device to a sub-system, or changing its extra info, while it is not bound to the station.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-station.10014";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "commands.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommandList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "commands.create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommandTaskBodyInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommandTask"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "commands.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                commandId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceCommandDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "firmware.list": {
        parameters: {
            query?: {
                type_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "firmware.upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: uuid */
                    type_id: string;
                    version: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Firmware"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description - `iot-firmware.10003`: A package with the same device type and version was uploaded before. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-firmware.10003";
                    };
                };
            };
            /**
             * @description - `iot-http.413`: The request body exceeds the configured body limit.
             *     - `iot-firmware.10002`: An uploaded firmware package is larger than FIRMWARE_FILE_MAX_BYTES.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.413" | "iot-firmware.10002";
                    };
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "firmware.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-firmware.10009`: Deleting a package that an unfinished task delivers. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-firmware.10009";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "firmware.download": {
        parameters: {
            query?: {
                expires?: string;
                signature?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description - `iot-firmware.10016`: A firmware download whose signature is wrong or whose link expired. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-firmware.10016";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "firmware.tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareTaskList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "firmware.createTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FirmwareTaskCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareTaskDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-firmware.10004`: A task target (device type, devices or stations) reaches no device of the firmware’s type.
             *     - `iot-firmware.10006`: canary_percent plus every group percent is above 100.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-firmware.10004" | "iot-firmware.10006";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "firmware.task": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareTaskDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "firmware.pause": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareTaskDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-firmware.10007`: Pause, resume, approve or cancel on a task in a state where it makes no sense (e.g. a finished task). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-firmware.10007";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "firmware.resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FirmwareResumeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareTaskDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-firmware.10007`: Pause, resume, approve or cancel on a task in a state where it makes no sense (e.g. a finished task). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-firmware.10007";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "firmware.approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareTaskDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed.
             *     - `iot-firmware.10008`: The creator of a task tried to approve its next group (the four-eyes rule).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.403" | "iot-firmware.10008";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description - `iot-firmware.10007`: Pause, resume, approve or cancel on a task in a state where it makes no sense (e.g. a finished task). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-firmware.10007";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "firmware.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirmwareTaskDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-firmware.10007`: Pause, resume, approve or cancel on a task in a state where it makes no sense (e.g. a finished task). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-firmware.10007";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "lora.analysis": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoraAnalysis"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /** @description - `iot-lora.10002`: The device's type declares no LoRa operations (lora_scan, lora_set_config). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-lora.10002";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "lora.scan": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoraCommand"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /**
             * @description - `iot-lora.10002`: The device's type declares no LoRa operations (lora_scan, lora_set_config).
             *     - `iot-device.10015`: A command to an offline device is refused at once, without queueing.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-lora.10002" | "iot-device.10015";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "lora.configure": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoraConfigInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoraCommand"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /**
             * @description - `iot-lora.10002`: The device's type declares no LoRa operations (lora_scan, lora_set_config).
             *     - `iot-device.10015`: A command to an offline device is refused at once, without queueing.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-lora.10002" | "iot-device.10015";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-lora.10001`: A LoRa start frequency inside the band but off its 0.2 MHz grid (field start_frequency_mhz).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-lora.10001";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "lora.recalls": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileRecallList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "lora.recall": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "log" | "data";
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileRecall"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /**
             * @description - `iot-lora.10003`: The device's type declares no file_recall operation.
             *     - `iot-device.10015`: A command to an offline device is refused at once, without queueing.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-lora.10003" | "iot-device.10015";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "lora.download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                recall_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /** @description - `iot-lora.10004`: A download of a recall whose file the device has not uploaded (state other than fetched). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-lora.10004";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "lora.upload": {
        parameters: {
            query?: {
                expires?: string;
                signature?: string;
                file_name?: string;
            };
            header?: never;
            path: {
                recall_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description - `iot-lora.10005`: A device upload whose signature is wrong, whose address expired (15 minutes), or whose recall already has its file or has failed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-lora.10005";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /**
             * @description - `iot-http.413`: The request body exceeds the configured body limit.
             *     - `iot-lora.10006`: A device uploaded a file larger than FILE_RECALL_MAX_BYTES.
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.413" | "iot-lora.10006";
                    };
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "history.query": {
        parameters: {
            query?: {
                points?: string | string[];
                from?: number;
                to?: number;
                recent?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryResult"];
                };
            };
            /**
             * @description - `iot-http.400`: The body is not valid JSON or cannot be parsed for its content type.
             *     - `iot-data.10005`: A chart or kanban query would return more than 10,000 points.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.400" | "iot-data.10005";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "history.deleteRange": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HistoryDeleteInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryDeleteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "history.listDownloads": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryDownloadList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "history.createDownload": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HistoryDownloadCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryDownload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "history.getDownload": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                downloadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryDownload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "history.cancelDownload": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                downloadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryDownload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "history.downloadFile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                downloadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed.
             *     - `iot-permission.10007`: The caller lacks the dashboard update permission (10302003).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.403" | "iot-permission.10007";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.rename": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed.
             *     - `iot-permission.10007`: The caller lacks the dashboard update permission (10302003).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.403" | "iot-permission.10007";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed.
             *     - `iot-permission.10007`: The caller lacks the dashboard update permission (10302003).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.403" | "iot-permission.10007";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.saveLayout": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: uuid */
                        id: string;
                        layout: components["schemas"]["KanbanLayoutInput"];
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed.
             *     - `iot-permission.10007`: The caller lacks the dashboard update permission (10302003).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.403" | "iot-permission.10007";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.addKanban": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description: string;
                    device_ids: string[];
                    points: string[];
                    /** @enum {string} */
                    form: "bar" | "line" | "curve" | "scatter" | "table";
                    /** @enum {string} */
                    x_axis: "time" | "device";
                    /** @enum {string} */
                    range: "hours" | "custom" | "recent";
                    hours?: (0.5 | 1 | 3 | 6 | 12) | null;
                    from?: number | null;
                    to?: number | null;
                    layout?: components["schemas"]["KanbanLayoutInput"];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Kanban"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed.
             *     - `iot-permission.10007`: The caller lacks the dashboard update permission (10302003).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.403" | "iot-permission.10007";
                    };
                };
            };
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /** @description - `iot-data.10013`: Adding a kanban, or a data market's kanbans, would pass the kanbans a dashboard holds (B §9 caps it; ours is 20). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-data.10013";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.updateKanban": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                kanban_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description: string;
                    device_ids: string[];
                    points: string[];
                    /** @enum {string} */
                    form: "bar" | "line" | "curve" | "scatter" | "table";
                    /** @enum {string} */
                    x_axis: "time" | "device";
                    /** @enum {string} */
                    range: "hours" | "custom" | "recent";
                    hours?: (0.5 | 1 | 3 | 6 | 12) | null;
                    from?: number | null;
                    to?: number | null;
                    layout?: components["schemas"]["KanbanLayoutInput"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Kanban"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed.
             *     - `iot-permission.10007`: The caller lacks the dashboard update permission (10302003).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.403" | "iot-permission.10007";
                    };
                };
            };
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.removeKanban": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                kanban_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed.
             *     - `iot-permission.10007`: The caller lacks the dashboard update permission (10302003).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.403" | "iot-permission.10007";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.kanbanData": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                kanban_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KanbanData"];
                };
            };
            /**
             * @description - `iot-http.400`: The body is not valid JSON or cannot be parsed for its content type.
             *     - `iot-data.10005`: A chart or kanban query would return more than 10,000 points.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.400" | "iot-data.10005";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataMarketList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.createMarket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    dashboard_id: string;
                    kanban_ids: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataMarket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed.
             *     - `iot-permission.10007`: The caller lacks the dashboard update permission (10302003).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.403" | "iot-permission.10007";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.removeMarket": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed.
             *     - `iot-permission.10007`: The caller lacks the dashboard update permission (10302003).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.403" | "iot-permission.10007";
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dashboards.applyMarket": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                market_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description - `iot-http.403`: The caller is signed in but lacks the permission code the route declares, or the share level needed.
             *     - `iot-permission.10007`: The caller lacks the dashboard update permission (10302003).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.403" | "iot-permission.10007";
                    };
                };
            };
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-out-wrapper.70005`: The device id names no device within the caller's tenant and authority.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-out-wrapper.70005";
                    };
                };
            };
            /** @description - `iot-data.10013`: Adding a kanban, or a data market's kanbans, would pass the kanbans a dashboard holds (B §9 caps it; ours is 20). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-data.10013";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "dataCall.send": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataCallBodyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataCallResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            /** @description - `iot-http.429`: A rate limit was exceeded; data.retryAfter gives seconds to wait. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.429";
                    };
                };
            };
            /** @description - `iot-http.503`: A dependency (database or broker) is down or the server is shutting down. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.503";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "simPool.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimPoolList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "simPool.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pool_id: string;
                    app_id: string;
                    secret_key: string;
                    provider_url: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimPool"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-sim.10004`: The tenant has SIM_POOLS_PER_TENANT_MAX pools already.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-sim.10004";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "simPool.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimPool"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "simPool.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimPoolUpdateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimPool"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "simPool.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "simPool.sync": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimPool"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            /** @description - `iot-sim.10003`: The provider adapter's call failed (refused address, timeout, non-2xx answer or an answer not in the provider API's shape); the pool keeps its last figures and shows the failure. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-sim.10003";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "simPool.cards": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimCardList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "simPool.linkCard": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                card_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimCardLinkInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimCard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "platformDocking.list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformBindingList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "platformDocking.create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_name: string;
                    project_number: string;
                    /** Format: uuid */
                    group_id: string;
                    push_url: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformBinding"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "platformDocking.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_name: string;
                    project_number: string;
                    /** Format: uuid */
                    group_id: string;
                    push_url: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformBinding"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "platformDocking.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "platformDocking.deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DockingDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "platformDocking.push": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DockingDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "prices.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                name?: string;
            };
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTemplateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "prices.create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    remark?: string;
                    i18n?: {
                        name?: {
                            zh?: string;
                            en?: string;
                        };
                        remark?: {
                            zh?: string;
                            en?: string;
                        };
                    };
                    config: components["schemas"]["PriceConfigInput"];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "prices.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "prices.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    remark?: string;
                    i18n?: {
                        name?: {
                            zh?: string;
                            en?: string;
                        };
                        remark?: {
                            zh?: string;
                            en?: string;
                        };
                    };
                    config: components["schemas"]["PriceConfigInput"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "prices.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "prices.tariffs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationTariffList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "prices.setTariff": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    template_id: string;
                    effective_from: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationTariff"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "prices.removeTariff": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                tariff_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "strategies.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StrategyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "strategies.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    remark?: string;
                    i18n?: {
                        name?: {
                            zh?: string;
                            en?: string;
                        };
                        remark?: {
                            zh?: string;
                            en?: string;
                        };
                    };
                    is_default?: boolean;
                    ranges: components["schemas"]["StrategyRangeInput"][];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Strategy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "strategies.generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StrategyGenerateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StrategyDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "strategies.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Strategy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "strategies.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    remark?: string;
                    i18n?: {
                        name?: {
                            zh?: string;
                            en?: string;
                        };
                        remark?: {
                            zh?: string;
                            en?: string;
                        };
                    };
                    is_default?: boolean;
                    ranges: components["schemas"]["StrategyRangeInput"][];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Strategy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "strategies.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "strategies.applyToStations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StrategyBatchApplyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StrategyBatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "strategies.stationsOf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StrategyStations"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "strategies.ofStation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationStrategy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "strategies.assign": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    strategy_id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationStrategy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "strategies.unassign": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "revenue.day": {
        parameters: {
            query?: {
                date?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DayRevenue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "revenue.homeCurves": {
        parameters: {
            query?: {
                span?: "day" | "month" | "year";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeCurves"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "revenue.demand": {
        parameters: {
            query?: {
                month?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationDemand"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "backtest.run": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    to: string;
                    /** Format: uuid */
                    strategy_id?: string;
                    ranges?: components["schemas"]["StrategyRangeInput"][];
                    battery?: components["schemas"]["BacktestBatteryInput"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BacktestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "analysis.laggingCells": {
        parameters: {
            query: {
                from: string;
                to: string;
                device_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaggingCells"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "analysis.battery": {
        parameters: {
            query: {
                from: string;
                to: string;
                device_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatteryAnalysis"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "analysis.meters": {
        parameters: {
            query: {
                from: string;
                to: string;
                device_id?: string;
                bucket?: "day" | "month" | "year";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeterStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "statistics.enhanceStatistics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    agg_fun: "sum" | "avg" | "max" | "min" | "diff" | "last";
                    /** @enum {string} */
                    compute?: "sum" | "avg" | "max" | "min";
                    condition?: string;
                    /** Format: date-time */
                    start_time: string;
                    /** Format: date-time */
                    end_time: string;
                    /** Format: date-time */
                    base_start_time?: string;
                    /** Format: date-time */
                    base_end_time?: string;
                    /** Format: uuid */
                    group_id?: string;
                    info_model_id?: string;
                    /** @enum {string} */
                    period: "hour" | "day" | "week" | "month" | "year";
                    property: string;
                    things_id?: string[];
                    /** @enum {string} */
                    agg_sort?: "asc" | "desc";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnhanceStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "customReports.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReportList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "customReports.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    dimension: "station" | "device";
                    /** @enum {string} */
                    cycle: "day" | "month" | "year";
                    points: string[];
                    /** @enum {string} */
                    method: "sum" | "avg" | "max" | "min" | "diff" | "last";
                    all_stations: boolean;
                    /** @default [] */
                    station_ids?: string[];
                    /** @default [] */
                    shared_user_ids?: string[];
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "customReports.options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReportOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "customReports.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "customReports.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    dimension: "station" | "device";
                    /** @enum {string} */
                    cycle: "day" | "month" | "year";
                    points: string[];
                    /** @enum {string} */
                    method: "sum" | "avg" | "max" | "min" | "diff" | "last";
                    all_stations: boolean;
                    /** @default [] */
                    station_ids?: string[];
                    /** @default [] */
                    shared_user_ids?: string[];
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "customReports.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "customReports.run": {
        parameters: {
            query: {
                start_time: string;
                end_time: string;
                base_start_time?: string;
                base_end_time?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReportRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "energyReport.report": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                report: "electricity" | "revenue" | "consumption" | "period";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnergyReportQueryInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnergyReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "export.exportFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportRequestInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-export.10001`: A direct export would write more rows than EXPORT_DIRECT_ROWS_MAX (or a PDF more than EXPORT_PDF_ROWS_MAX).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-export.10001";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "export.listTasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportTaskList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "export.createTask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportRequestInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportTask"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "export.getTask": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportTask"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "export.cancelTask": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportTask"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-export.10003`: Cancel of a download task that is finished, failed, cancelled or expired. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-export.10003";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "export.taskFile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-data.10011`: Fetching the file of a history download task that is not waiting for download (still running, cancelled or failed). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-data.10011";
                    };
                };
            };
            /** @description - `iot-export.10002`: The download task expired: its file is removed EXPORT_FILE_DAYS days after it was made. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-export.10002";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "export.listDeliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "export.createDelivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    source: {
                        /** @enum {string} */
                        kind: "energy_report";
                        /** @enum {string} */
                        report: "electricity" | "revenue" | "consumption" | "period";
                        query: components["schemas"]["EnergyReportQueryInput"];
                    } | {
                        /** @enum {string} */
                        kind: "custom_report";
                        /** Format: uuid */
                        report_id: string;
                        query: components["schemas"]["CustomReportRunQueryInput"];
                    } | {
                        /** @enum {string} */
                        kind: "lagging_cells";
                        /** Format: uuid */
                        station_id: string;
                        query: components["schemas"]["AnalysisQueryInput"];
                    } | {
                        /** @enum {string} */
                        kind: "battery";
                        /** Format: uuid */
                        station_id: string;
                        query: components["schemas"]["AnalysisQueryInput"];
                    } | {
                        /** @enum {string} */
                        kind: "meters";
                        /** Format: uuid */
                        station_id: string;
                        query: components["schemas"]["MeterStatisticsQueryInput"];
                    };
                    /** @enum {string} */
                    format: "xlsx" | "pdf";
                    /** @enum {string} */
                    frequency: "daily" | "weekly" | "monthly";
                    time: string;
                    /** @default null */
                    weekday?: number | null;
                    /** @default null */
                    month_day?: number | null;
                    /** Format: uuid */
                    zone_station_id: string;
                    recipients: string[];
                    /** @enum {string} */
                    language: "zh" | "en";
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-export.10004`: A user already keeps DELIVERIES_PER_USER_MAX scheduled deliveries.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-export.10004";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "export.updateDelivery": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    source: {
                        /** @enum {string} */
                        kind: "energy_report";
                        /** @enum {string} */
                        report: "electricity" | "revenue" | "consumption" | "period";
                        query: components["schemas"]["EnergyReportQueryInput"];
                    } | {
                        /** @enum {string} */
                        kind: "custom_report";
                        /** Format: uuid */
                        report_id: string;
                        query: components["schemas"]["CustomReportRunQueryInput"];
                    } | {
                        /** @enum {string} */
                        kind: "lagging_cells";
                        /** Format: uuid */
                        station_id: string;
                        query: components["schemas"]["AnalysisQueryInput"];
                    } | {
                        /** @enum {string} */
                        kind: "battery";
                        /** Format: uuid */
                        station_id: string;
                        query: components["schemas"]["AnalysisQueryInput"];
                    } | {
                        /** @enum {string} */
                        kind: "meters";
                        /** Format: uuid */
                        station_id: string;
                        query: components["schemas"]["MeterStatisticsQueryInput"];
                    };
                    /** @enum {string} */
                    format: "xlsx" | "pdf";
                    /** @enum {string} */
                    frequency: "daily" | "weekly" | "monthly";
                    time: string;
                    /** @default null */
                    weekday?: number | null;
                    /** @default null */
                    month_day?: number | null;
                    /** Format: uuid */
                    zone_station_id: string;
                    recipients: string[];
                    /** @enum {string} */
                    language: "zh" | "en";
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "export.removeDelivery": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "repairs.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                status?: "to_review" | "in_service" | "completed" | "cancelled";
                station_id?: string;
                order_no?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepairOrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "repairs.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RepairOrderCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepairOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "repairs.record": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepairOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "repairMove.approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderMoveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepairOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "repairMove.reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderMoveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepairOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "repairMove.complete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderMoveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepairOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "repairMove.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderMoveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepairOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrders.templates": {
        parameters: {
            query?: {
                type?: "troubleshooting" | "station_inspection" | "device_warranty" | "cloud_platform";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderTemplateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrders.createTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderTemplateCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrders.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                status?: "pending" | "in_process" | "to_verify" | "completed" | "failed" | "rejected" | "withdrawn";
                type?: "troubleshooting" | "station_inspection" | "device_warranty" | "cloud_platform";
                priority?: "low" | "normal" | "high";
                station_id?: string;
                my_role?: "sponsor" | "handler" | "verifier";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrders.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrders.record": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrders.adminQueue": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                status?: "pending" | "in_process" | "to_verify" | "completed" | "failed" | "rejected" | "withdrawn";
                type?: "troubleshooting" | "station_inspection" | "device_warranty" | "cloud_platform";
                priority?: "low" | "normal" | "high";
                station_id?: string;
                my_role?: "sponsor" | "handler" | "verifier";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderMove.accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderMoveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderMove.reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderMoveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderMove.submit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderMoveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderMove.pass": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderMoveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderMove.fail": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderMoveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderMove.rework": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderMoveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderMove.withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderMoveInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderPlans.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenancePlanList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderPlans.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaintenancePlanCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenancePlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderPlans.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderPlans.figures": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                status?: "pending" | "in_process" | "to_verify" | "completed" | "failed" | "rejected" | "withdrawn";
                type?: "troubleshooting" | "station_inspection" | "device_warranty" | "cloud_platform";
                priority?: "low" | "normal" | "high";
                station_id?: string;
                my_role?: "sponsor" | "handler" | "verifier";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderFigures"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderPlans.tenantFigures": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                status?: "pending" | "in_process" | "to_verify" | "completed" | "failed" | "rejected" | "withdrawn";
                type?: "troubleshooting" | "station_inspection" | "device_warranty" | "cloud_platform";
                priority?: "low" | "normal" | "high";
                station_id?: string;
                my_role?: "sponsor" | "handler" | "verifier";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkOrderTenantFigures"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "workOrderPlans.export": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                status?: "pending" | "in_process" | "to_verify" | "completed" | "failed" | "rejected" | "withdrawn";
                type?: "troubleshooting" | "station_inspection" | "device_warranty" | "cloud_platform";
                priority?: "low" | "normal" | "high";
                station_id?: string;
                my_role?: "sponsor" | "handler" | "verifier";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmSettings.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmNotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmSettings.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmNotificationSettingsInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmNotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmRules.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                name?: string;
                status?: "enabled" | "disabled";
                level?: number;
            };
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmRuleList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmRules.create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmRuleCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmRules.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmRules.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmRuleCreateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmRules.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmRules.share": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmRuleShareInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmRuleStatus.enable": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmRuleStatus.disable": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmEvents.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                start_time?: string;
                end_time?: string;
                group_id?: string;
                handler_status?: "unhandled" | "handled";
                info_model_id?: string;
                level?: number;
                rule_id?: string;
                state?: "active" | "recovered" | "closed";
                device_id?: string | string[];
            };
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmEventList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmEvents.handle": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmEventHandleInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmEventBatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmEvents.acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmEventIdsInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmEventBatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmEvents.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmEventIdsInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmEventDeleteResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmEvents.deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant_id: string;
                user_id: string;
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "alarmEvents.count": {
        parameters: {
            query?: {
                start_time?: string;
                end_time?: string;
                group_id?: string;
            };
            header?: never;
            path: {
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "timedStrategies.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                station_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimedStrategyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "timedStrategies.create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                station_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    station_id: string;
                    device_id: string;
                    /** @default null */
                    function_block?: string | null;
                    /** @enum {string} */
                    repeat_mode: "cycle" | "specified_time";
                    /** @default null */
                    cycle?: ("interval_minutes" | "interval_hours" | "day" | "week" | "month" | "year") | null;
                    /** @default 1 */
                    every?: number;
                    /** @default [] */
                    weekdays?: number[];
                    /** @default null */
                    run_time?: string | null;
                    /** @default null */
                    day_of_month?: number | null;
                    /** @default null */
                    month_of_year?: number | null;
                    /** @default [] */
                    specified_times?: string[];
                    /** Format: date-time */
                    effective_at: string;
                    /** Format: date-time */
                    failure_at: string;
                    /** @default 0 */
                    retry_times?: number;
                    /** @default 1 */
                    retry_interval?: number;
                    /** @default false */
                    enabled?: boolean;
                    commands: components["schemas"]["TimedCommandInput"][];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimedStrategy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-alert.10003`: A command action or timed job refers to a device, function block or command that no longer exists or is no longer visible to the caller.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-alert.10003";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-timed.10003`: A timed strategy whose device is not bound to its station.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-timed.10003";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "timedStrategies.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                station_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimedStrategy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "timedStrategies.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                station_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    station_id: string;
                    device_id: string;
                    /** @default null */
                    function_block?: string | null;
                    /** @enum {string} */
                    repeat_mode: "cycle" | "specified_time";
                    /** @default null */
                    cycle?: ("interval_minutes" | "interval_hours" | "day" | "week" | "month" | "year") | null;
                    /** @default 1 */
                    every?: number;
                    /** @default [] */
                    weekdays?: number[];
                    /** @default null */
                    run_time?: string | null;
                    /** @default null */
                    day_of_month?: number | null;
                    /** @default null */
                    month_of_year?: number | null;
                    /** @default [] */
                    specified_times?: string[];
                    /** Format: date-time */
                    effective_at: string;
                    /** Format: date-time */
                    failure_at: string;
                    /** @default 0 */
                    retry_times?: number;
                    /** @default 1 */
                    retry_interval?: number;
                    /** @default false */
                    enabled?: boolean;
                    commands: components["schemas"]["TimedCommandInput"][];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimedStrategy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-alert.10003`: A command action or timed job refers to a device, function block or command that no longer exists or is no longer visible to the caller.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-alert.10003";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-timed.10003`: A timed strategy whose device is not bound to its station.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-timed.10003";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "timedStrategies.remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                station_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description - `iot-job.10001`: Deleting a timed strategy (timing job) that is enabled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-job.10001";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "timedStrategies.setEnabled": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                station_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimedStrategyEnableInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimedStrategy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "timedStrategies.logs": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
                strategy_id?: string;
            };
            header?: never;
            path: {
                station_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimedStrategyLogList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "batchOperations.list": {
        parameters: {
            query?: {
                current_page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchOperationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "batchOperations.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "command" | "config_push";
                    target: components["schemas"]["BatchTargetInput"];
                    /** @default  */
                    operation?: string;
                    /** @default {} */
                    params?: {
                        [key: string]: unknown;
                    };
                    /** @default {} */
                    config?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchOperationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description - `iot-http.422`: Validation failed; data.fields lists each failing field with its own catalogue code and message.
             *     - `iot-batch.10001`: A batch operation whose stations, types and filter select no device the caller may reach.
             *     - `iot-batch.10002`: A batch operation selecting more devices than the limit.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.422" | "iot-batch.10001" | "iot-batch.10002";
                    };
                };
            };
            default: components["responses"]["Failure"];
        };
    };
    "batchOperations.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchOperationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-batch.10004`: A batch operation id that is not one of the tenant.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-batch.10004";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "batchOperations.export": {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description - `iot-http.404`: Unknown API route, or an id that does not exist within the caller's tenant and authority.
             *     - `iot-batch.10004`: A batch operation id that is not one of the tenant.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {string} */
                        code?: "iot-http.404" | "iot-batch.10004";
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "bigscreens.general": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BigscreenGeneral"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "bigscreens.station": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BigscreenStation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "bigscreens.settings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BigscreenStationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "bigscreens.saveSettings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blocks: ("electricSupply" | "energyStorage" | "load" | "photovoltaic")[];
                    title: string;
                    logo: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BigscreenStationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
    "jobs.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformJobList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Failure"];
        };
    };
    "handoff.createTicket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HandoffTicket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    "handoff.exchangeTicket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HandoffExchangeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HandoffSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            default: components["responses"]["Failure"];
        };
    };
}
