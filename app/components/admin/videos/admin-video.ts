// A video as the Video Manager shows it (its route loader's list) and the changes a card makes.

export type AdminVideo = {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  fileType: string;
  fileSize: number;
  active: boolean;
  order: number;
};

export type VideoPatch = Partial<Pick<AdminVideo, "title" | "description" | "active">>;
