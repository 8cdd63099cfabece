import { Icon, type IconProps } from "@/components/ui/icons";

/**
 * Icons only the showcase pages draw, on the site's one icon base
 * (components/ui/icons.tsx). They live here, not there, to stay out of every
 * other page's first load.
 */

export const ExpandIcon = ({ className = "h-6 w-6", ...props }: IconProps) => (
  <Icon className={className} {...props}>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </Icon>
);

export const UserIcon = ({ className = "h-6 w-6", ...props }: IconProps) => (
  <Icon className={className} {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const DocumentIcon = ({ className = "h-6 w-6", ...props }: IconProps) => (
  <Icon className={className} {...props}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M9 13h6M9 17h6" />
  </Icon>
);

export const FacebookIcon = (props: IconProps) => (
  <Icon filled {...props}>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4C12 4 10.5 5.4 10.5 8v2.5H8v3h2.5V21h3Z" />
  </Icon>
);

export const InstagramIcon = (props: IconProps) => (
  <Icon filled {...props}>
    <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3C14.2 3 9.8 3 8.3 3c-1.5.1-2.8.4-3.8 1.5S3.1 6.8 3 8.3C3 9.8 3 14.2 3 15.7c.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.5.1 5.9.1 7.4 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.5.1-5.9 0-7.4Zm-2 9.5a3 3 0 0 1-1.7 1.7c-1.2.5-3.9.4-5.3.4s-4.1.1-5.3-.4A3 3 0 0 1 5 17.8c-.5-1.2-.4-3.9-.4-5.3S4.5 8.4 5 7.2A3 3 0 0 1 6.7 5.5c1.2-.5 3.9-.4 5.3-.4s4.1-.1 5.3.4A3 3 0 0 1 19 7.2c.5 1.2.4 3.9.4 5.3s.1 4.1-.4 5.3Z" />
  </Icon>
);

export const XIcon = (props: IconProps) => (
  <Icon filled {...props}>
    <path d="M17.8 3H21l-7 8 8.2 10H16l-5-6.3L5.3 21H2l7.5-8.6L1.8 3h6.4l4.5 5.8L17.8 3Zm-1.1 16.1h1.7L7.4 4.8H5.5l11.2 14.3Z" />
  </Icon>
);

export const LinkedInIcon = (props: IconProps) => (
  <Icon filled {...props}>
    <path d="M6.9 8.8H3.6V20h3.3V8.8ZM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.6c0-3-.7-5.1-4.1-5.1-1.7 0-2.8.9-3.2 1.8V8.8H9.9V20h3.3v-5.5c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.3v-6.4Z" />
  </Icon>
);

export const YouTubeIcon = (props: IconProps) => (
  <Icon filled {...props}>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
  </Icon>
);
