package dev.serbench.codec.kotlinx

import dev.serbench.api.ApiKind
import dev.serbench.api.CodecProperties
import dev.serbench.api.Operation
import dev.serbench.api.TimePrecision

/**
 * What the two kotlinx.serialization rows have in common: serializers that the compiler plugin
 * generated at build time for @Serializable Kotlin DTOs, and conversions from and to the canonical
 * records that are timed as their own operations.
 */
internal object KotlinxProperties {

  /**
   * Properties for the codec [id] of the format module [artifact] (without the `-jvm` suffix of the
   * artifact the build depends on). Its jars are built by Gradle and carry no `pom.properties`, so the
   * version comes from the one-line resource this module's build fills in (see `LibraryVersion`).
   */
  fun builder(id: String, artifact: String): CodecProperties.Builder =
    CodecProperties.builder(id, "org.jetbrains.kotlinx:$artifact-jvm")
      .api(ApiKind.GENERATED)
      .zeroCopy(false)
      .crossLanguage(true)
      .timestampPrecision(TimePrecision.NANOS)
      // The format writes into its own pooled buffers; nothing is kept by serbench between calls.
      .reusesBuffers(false)
      .operations(Operation.ENCODE, Operation.DECODE, Operation.FROM_MODEL, Operation.TO_MODEL)
}
