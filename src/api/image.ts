import { IMAGE_API } from '@contract/image-api'
import { IMAGE_UPLOAD_FIELD, type UploadResult } from '@contract/content'
import { call, type CallOptions } from './client'
import { uploadFile } from './files'

/**
 * Uploads one picked image (a temp path from Taro.chooseImage); the server checks type and size,
 * applies the tenant's watermark and answers where it is served.
 */
export const uploadImage = (filePath: string) =>
  uploadFile<UploadResult>({
    url: IMAGE_API.uploadImage,
    filePath,
    name: IMAGE_UPLOAD_FIELD,
    showLoading: true,
    loadingText: '上传中...'
  })

/** Uploads an image already drawn into a data URL (the avatar cropper's output). */
export const uploadImageBase64 = (data: string, options?: CallOptions) =>
  call(IMAGE_API.uploadImageBase64, { data }, { showLoading: true, loadingText: '上传中...', ...options })
