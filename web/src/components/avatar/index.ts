export { Avatar, type AvatarProps } from './avatar';
export { initialOf } from './initial';
