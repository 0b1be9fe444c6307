import { getStaticRouteMetadata, StaticRoute, type StaticRouteProps } from '@/features/content/static-page';

export const generateMetadata = (props: StaticRouteProps) =>
  getStaticRouteMetadata('terms-and-conditions', props);

export default function TermsPage(props: StaticRouteProps) {
  return <StaticRoute slug="terms-and-conditions" {...props} />;
}
