// /home is the same page as / (platform-core §2); its canonical URL is /.
export { default, metadata } from '../page';
