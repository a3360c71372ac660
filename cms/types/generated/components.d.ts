import type { Schema, Struct } from '@strapi/strapi';

export interface BlogSubtitleSection2 extends Struct.ComponentSchema {
  collectionName: 'components_blog_subtitle_section2s';
  info: {
    description: 'A heading with rich text (blocks) of an article';
    displayName: 'Subtitle Section';
    icon: 'heading';
  };
  attributes: {
    subtitle: Schema.Attribute.String;
    text: Schema.Attribute.Blocks;
  };
}

export interface BlogTextSection2 extends Struct.ComponentSchema {
  collectionName: 'components_blog_text_section2s';
  info: {
    description: 'Rich text (blocks) of an article';
    displayName: 'Text Section';
    icon: 'paragraph';
  };
  attributes: {
    text: Schema.Attribute.Blocks;
  };
}

export interface SharedTRich extends Struct.ComponentSchema {
  collectionName: 'components_shared_t_riches';
  info: {
    description: 'Markdown text of a treatment page';
    displayName: 'T Rich';
    icon: 'align-left';
  };
  attributes: {
    text: Schema.Attribute.RichText;
  };
}

export interface SharedTSubContent extends Struct.ComponentSchema {
  collectionName: 'components_shared_t_sub_contents';
  info: {
    description: 'Rich text (blocks) of a treatment page';
    displayName: 'T Sub Content';
    icon: 'paragraph';
  };
  attributes: {
    content: Schema.Attribute.Blocks;
  };
}

export interface SharedTSubtitleSection extends Struct.ComponentSchema {
  collectionName: 'components_shared_t_subtitle_sections';
  info: {
    description: 'A heading of a treatment page';
    displayName: 'T Subtitle Section';
    icon: 'heading';
  };
  attributes: {
    subtitle: Schema.Attribute.String;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'blog.subtitle-section2': BlogSubtitleSection2;
      'blog.text-section2': BlogTextSection2;
      'shared.t-rich': SharedTRich;
      'shared.t-sub-content': SharedTSubContent;
      'shared.t-subtitle-section': SharedTSubtitleSection;
    }
  }
}
