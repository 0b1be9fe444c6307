import { getStaticRouteMetadata, StaticRoute, type StaticRouteProps } from '@/features/content/static-page';

export const generateMetadata = (props: StaticRouteProps) => getStaticRouteMetadata('privacy-policy', props);

export default function PrivacyPolicyPage(props: StaticRouteProps) {
  return <StaticRoute slug="privacy-policy" {...props} />;
}
