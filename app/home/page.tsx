// platform-core §2: /home is /, whose canonical URL it keeps.
export { default, metadata } from '../page';
