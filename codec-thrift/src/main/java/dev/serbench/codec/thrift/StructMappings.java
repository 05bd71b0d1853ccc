package dev.serbench.codec.thrift;

import java.util.ArrayList;
import java.util.List;

/** Every model type the Thrift codecs support, gathered from the per-family mappers. */
final class StructMappings {

  private static final List<StructMapping<?, ?>> ALL = gather();

  private StructMappings() {}

  static List<StructMapping<?, ?>> all() {
    return ALL;
  }

  private static List<StructMapping<?, ?>> gather() {
    List<StructMapping<?, ?>> all = new ArrayList<>();
    all.addAll(PersonMapper.mappings());
    all.addAll(StructsMapper.mappings());
    all.addAll(MapsMapper.mappings());
    all.addAll(GpbMapper.mappings());
    all.addAll(EventMapper.mappings());
    all.addAll(MediaMapper.mappings());
    return List.copyOf(all);
  }
}
