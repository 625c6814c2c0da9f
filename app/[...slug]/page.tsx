import { redirect } from 'next/navigation';

// Any path that matches no route pattern goes home (platform-core §2, "any other path").
export default function UnknownPath(): never {
  redirect('/');
}
