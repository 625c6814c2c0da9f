import { redirect } from 'next/navigation';

// platform-core §2: any other path goes home.
export default function UnknownPath(): never {
  redirect('/');
}
