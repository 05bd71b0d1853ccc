package dev.serbench.codec.protobuf;

import java.util.ArrayList;
import java.util.List;

/** Every model type the protobuf codecs support, gathered from the per-family mappers. */
final class MessageMappings {

  private static final List<MessageMapping<?, ?>> ALL = gather();

  private MessageMappings() {}

  static List<MessageMapping<?, ?>> all() {
    return ALL;
  }

  private static List<MessageMapping<?, ?>> gather() {
    List<MessageMapping<?, ?>> all = new ArrayList<>();
    all.addAll(PersonMapper.mappings());
    all.addAll(StructsMapper.mappings());
    all.addAll(MapsMapper.mappings());
    all.addAll(GpbMapper.mappings());
    all.addAll(EventMapper.mappings());
    all.addAll(MediaMapper.mappings());
    return List.copyOf(all);
  }
}
