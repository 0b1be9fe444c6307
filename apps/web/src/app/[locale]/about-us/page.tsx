import { getStaticRouteMetadata, StaticRoute, type StaticRouteProps } from '@/features/content/static-page';

export const generateMetadata = (props: StaticRouteProps) => getStaticRouteMetadata('about-us', props);

export default function AboutUsPage(props: StaticRouteProps) {
  return <StaticRoute slug="about-us" {...props} />;
}
