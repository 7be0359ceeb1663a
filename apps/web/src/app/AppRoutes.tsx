import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { NoPermission, usePermissions } from '../features/access';
import type { I18nKey } from '../i18n/keys';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { PageLoading } from '../ui/PageLoading';
import { AccessGuard } from './AccessGuard';
import {
  CONTAINER_BASE,
  type ContainerRoute,
  containerPath,
  containerRoutes,
  HOME_PATH,
  menuPageRoute,
  type RoutePage,
  publicRoutes,
  screenRoutes,
} from './routeTable';

const ShellLayout = lazy(() => import('./shell/ShellLayout'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

interface LoadedPageProps {
  page: RoutePage;
  route: string;
  titleKey: I18nKey;
}

function LoadedPage({ page: Page, route, titleKey }: LoadedPageProps) {
  const { t } = useTranslation();
  const title = `${t(titleKey)} - ${t('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Page route={route} />;
}

/** Suspense and error boundary for a whole-screen chunk; keyed per route so a failure does not stick. */
function TopLevel({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

/** A whole-screen page outside the shell (public pages, full-screen monitors). */
function topLevelRoute(route: { path: string; page: RoutePage; titleKey: I18nKey }): RouteObject {
  return {
    path: route.path,
    element: (
      <TopLevel key={route.path}>
        <LoadedPage page={route.page} route={route.path} titleKey={route.titleKey} />
      </TopLevel>
    ),
  };
}

/**
 * A page below /Container, opened only with a permission of its screen (issue 34 item 1): opened by
 * address without one, it shows the denial text and makes no call.
 */
function PermittedPage(props: LoadedPageProps & { path: string }) {
  const { ready, canOpenRoute } = usePermissions();
  if (!ready) return <PageLoading />;
  if (!canOpenRoute(props.path)) return <NoPermission />;
  return <LoadedPage page={props.page} route={props.route} titleKey={props.titleKey} />;
}

function containerChild(route: ContainerRoute): RouteObject {
  return {
    path: route.path,
    element: (
      <PermittedPage
        path={route.path}
        page={route.page}
        route={containerPath(route.path)}
        titleKey={route.titleKey}
      />
    ),
    handle: route,
  };
}

export const appRoutes: RouteObject[] = [
  {
    element: <AccessGuard />,
    children: [
      { path: '/', element: <Navigate to={HOME_PATH} replace /> },
      ...[...publicRoutes, ...screenRoutes].map(topLevelRoute),
      {
        path: CONTAINER_BASE,
        element: (
          <TopLevel key={CONTAINER_BASE}>
            <ShellLayout />
          </TopLevel>
        ),
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          ...containerRoutes.map(containerChild),
          containerChild(menuPageRoute),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: '*',
        element: (
          <TopLevel key="not-found">
            <NotFoundPage />
          </TopLevel>
        ),
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
