import avatar1 from './avatar-1.png'
import avatar2 from './avatar-2.png'
import avatar3 from './avatar-3.png'
import avatar4 from './avatar-4.png'
import avatar5 from './avatar-5.png'
import avatar6 from './avatar-6.png'

/**
 * The built-in avatars a member can choose before photo upload exists. Each import is the
 * file's public URL path in the build (e.g. '/static/images/assets/avatars/avatar-1.png'), which
 * is what setAvator stores. The files are kept above the bundler's 2 KB inline limit so they are
 * emitted as files rather than turned into data URIs the server would not accept.
 */
export const BUILT_IN_AVATARS = [avatar1, avatar2, avatar3, avatar4, avatar5, avatar6]
