import { notFound } from 'next/navigation';
import { a } from '@/zz/a';

export default function UnknownPage(): never {
  console.log(a);
  notFound();
}
